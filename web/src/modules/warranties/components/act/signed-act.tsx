import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { ActOut } from '../../api/types';
import { formatDay } from '../shared/format';

/** The stored, signed act: its date, whether it has observations, its size and fingerprint, and the download. */
export function SignedAct({ act }: { act: ActOut }) {
  const { t, i18n } = useTranslation('warranties-unit');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="signed-act">
      <Stack gap="sm">
        <Group gap="sm">
          <IconFileCertificate size={28} aria-hidden />
          <Title order={4}>{t('act.signedTitle')}</Title>
          <Badge color={act.observations > 0 ? 'pink' : 'cyan'} variant="light" tt="none" data-testid="act-observations-badge">
            {act.observations > 0 ? t('act.withObservations', { count: act.observations }) : t('act.withoutObservations')}
          </Badge>
        </Group>
        <Text size="sm">{t('act.signedOn', { date: formatDay(act.act_date, i18n.language), size: formatBytes(act.size, i18n.language) })}</Text>
        <Text size="sm">
          {t('act.sha256')} <Code data-testid="act-sha256">{act.sha256}</Code>
        </Text>
        <Group>
          <Button component="a" href={act.url} download leftSection={<IconDownload size={16} />} data-testid="download-act">
            {t('act.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
