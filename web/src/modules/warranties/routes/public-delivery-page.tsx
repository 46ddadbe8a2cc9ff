import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColorSchemeMenu } from '@/components/ui/color-scheme-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { isApiError } from '@/lib/api';
import { useAnswerPublicDelivery } from '../api/public/answer-public-delivery';
import { usePublicDelivery } from '../api/public/get-public-delivery';
import type { PublicDelivery } from '../api/types';
import { formatDateTime } from '../components/shared/format';

/** The alerts' own title shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

function Answer({ token, delivery }: { token: string; delivery: PublicDelivery }) {
  const { t } = useTranslation('warranties-public');
  const answer = useAnswerPublicDelivery(token);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // An owner who already answered may change the answer while the visit is still open.
  const [changing, setChanging] = useState(false);
  const failure = isApiError(answer.error) ? (answer.error.fieldMessages[0] ?? answer.error.message) : null;

  const answered = delivery.status === 'confirmed' || delivery.status === 'rejected';
  if (answered && !changing) {
    const confirmed = delivery.status === 'confirmed';
    return (
      <Stack gap="sm">
        <Alert
          color={confirmed ? 'teal' : 'orange'}
          icon={confirmed ? <IconCircleCheck size={18} /> : <IconCalendarX size={18} />}
          title={t(confirmed ? 'confirmedTitle' : 'rejectedTitle')}
          role="status"
          styles={TITLE}
          data-testid={confirmed ? 'public-confirmed' : 'public-rejected'}
        >
          {t(confirmed ? 'confirmedBody' : 'rejectedBody')}
        </Alert>
        <Button variant="subtle" onClick={() => setChanging(true)}>
          {t('change')}
        </Button>
      </Stack>
    );
  }
  if (!answered && delivery.status !== 'to_confirm') {
    return (
      <Alert color="gray" title={t('closedTitle')} styles={TITLE} data-testid="public-closed">
        {t('closedBody')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {rejecting ? (
        <>
          <Textarea label={t('reason')} description={t('reasonHint')} autosize minRows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-autofocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(false)} disabled={answer.isPending}>
              {t('back')}
            </Button>
            <Button color="red" onClick={() => answer.mutate({ answer: 'reject', reason: reason.trim() || null }, { onSuccess: () => setChanging(false) })} loading={answer.isPending}>
              {t('sendReject')}
            </Button>
          </Group>
        </>
      ) : (
        <Group grow gap="sm">
          <Button color="red" variant="light" leftSection={<IconCalendarX size={18} />} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
          <Button leftSection={<IconCalendarCheck size={18} />} onClick={() => answer.mutate({ answer: 'confirm' }, { onSuccess: () => setChanging(false) })} loading={answer.isPending}>
            {t('confirm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * `/propietarios/entrega/:token`: the page an owner opens from the e-mail, without a session. It shows the proposed
 * delivery visit and takes the answer: Confirmar, or Rechazar with an optional reason.
 */
export default function PublicDeliveryPage() {
  const { t, i18n } = useTranslation('warranties-public');
  const token = useParams().token ?? '';
  const delivery = usePublicDelivery(token);
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="space-between" p="md">
        <Logo />
        <Group gap="xs">
          <LanguageSwitch variant="segmented" />
          <ColorSchemeMenu />
        </Group>
      </Group>
      <Center px="md" py="xl">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520} data-testid="public-delivery">
          {delivery.isLoading ? (
            <Center py="xl">
              <Loader type="oval" color="gray" />
            </Center>
          ) : delivery.isError || !delivery.data ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('invalidTitle')} styles={TITLE} role="alert" data-testid="public-invalid">
              {t('invalidBody')}
            </Alert>
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('from', { company: delivery.data.company_name, project: delivery.data.project_name })}
              </Text>
              <Title order={2}>{t('title')}</Title>
              <Text>{t('unit', { unit: delivery.data.unit_name, floor: delivery.data.floor ?? '—' })}</Text>
              <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
                <Text size="sm" c="dimmed">
                  {t('proposed')}
                </Text>
                <Text fz="xl" fw={700} data-testid="public-scheduled">
                  {formatDateTime(delivery.data.scheduled_at, i18n.language)}
                </Text>
              </Paper>
              <Answer token={token} delivery={delivery.data} />
            </Stack>
          )}
        </Paper>
      </Center>
    </Box>
  );
}
