import { Button, Center, Loader, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { FailureReason, LoadStep, SceneStatus } from './viewer-status';

/** The sentence that explains a failure, in the user's language. */
export function reasonText(t: TFunction<'bim'>, reason: FailureReason): string {
  switch (reason.kind) {
    case 'webgl':
      return t('failed.webgl');
    case 'network':
      return t('failed.network', { file: reason.file });
    case 'download':
      return t('failed.download', { file: reason.file, detail: reason.detail });
    case 'convert':
      return t('failed.convert', { file: reason.file, detail: reason.detail });
    case 'model':
      return reason.detail;
    case 'unknown':
      return t('failed.unknown', { detail: reason.detail });
  }
}

function stepText(t: TFunction<'bim'>, step: LoadStep, language: string): string {
  if (step.kind === 'engine') return t('loading.engine');
  const place = { file: step.file, index: step.index, count: step.count };
  if (step.kind === 'convert') return t('loading.convert', { ...place, percent: Math.round(step.ratio * 100) });
  const received = formatBytes(step.received, language);
  if (step.total === null) return t('loading.downloadUnknown', { ...place, received });
  return t('loading.download', { ...place, received, total: formatBytes(step.total, language) });
}

function stepRatio(step: LoadStep): number | null {
  if (step.kind === 'convert') return step.ratio;
  if (step.kind === 'download' && step.total) return step.received / step.total;
  return null;
}

/** Loading progress or the failure, over the 3D view; nothing once the model is shown. */
export function SceneOverlay({ status, onRetry }: { status: SceneStatus; onRetry: () => void }) {
  const { t, i18n } = useTranslation('bim');
  if (status.state === 'ready') return null;
  if (status.state === 'failed') {
    return (
      <Center pos="absolute" inset={0} p="lg" style={{ zIndex: 3 }} bg="var(--mantine-color-body)">
        <Stack align="center" gap="sm" maw={520} ta="center" role="alert">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={3}>{t('failed.title')}</Title>
          <Text c="dimmed" data-testid="bim-failure-reason">
            {reasonText(t, status.reason)}
          </Text>
          {status.reason.kind !== 'webgl' && (
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
              {t('failed.retry')}
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  const ratio = stepRatio(status.step);
  const text = stepText(t, status.step, i18n.language);
  return (
    <Center pos="absolute" inset={0} p="lg" style={{ zIndex: 3, pointerEvents: 'none' }}>
      <Paper withBorder shadow="sm" radius="md" p="md" w={420} maw="100%">
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            {text}
          </Text>
          {ratio === null ? (
            <Center>
              <Loader type="oval" size="sm" color="gray" aria-label={text} />
            </Center>
          ) : (
            <Progress value={Math.min(100, ratio * 100)} aria-label={text} transitionDuration={100} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
