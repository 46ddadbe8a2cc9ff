import { Alert, Button, Group, List, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useActivation } from '../api/webhooks/get-activation';
import { useSetActivation } from '../api/webhooks/set-activation';
import { SectionHeader } from '../components/section-header';
import { LoadError } from '../components/webhooks/load-error';

/** /config/integraciones/webhooks/activation: the company's webhooks on or off; while off, no event is sent. */
export default function IntegrationsWebhooksActivationPage() {
  useHelpKey('config-webhooks.activation');
  const { t, i18n } = useTranslation(['config-webhooks', 'common']);
  const activation = useActivation();
  const save = useSetActivation();
  const [stale, setStale] = useState(false);
  const data = activation.data;

  const toggle = (active: boolean) => {
    if (!data) return;
    save.mutate(
      { active, version: data.version },
      {
        onSuccess: () => {
          setStale(false);
          notifySuccess(t(active ? 'activation.activated' : 'activation.deactivated'));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setStale(true);
          else if (isApiError(error) && error.status !== 401) notifyApiError(error);
        },
      },
    );
  };

  const reload = () => {
    setStale(false);
    void activation.refetch();
  };

  return (
    <Stack gap="lg" data-testid="webhooks-activation-page">
      <SectionHeader title={t('activation.title')} description={t('activation.intro')} />
      {activation.isError && <LoadError title={t('activation.loadError')} onRetry={reload} />}
      {stale && (
        <Alert color="yellow" data-testid="webhooks-activation-stale">
          <Group justify="space-between">
            {t('activation.stale')}
            <Button size="xs" variant="light" onClick={reload}>
              {t('activation.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Stack gap={4}>
              <Switch
                size="md"
                label={t('activation.label')}
                checked={data.active}
                disabled={save.isPending || stale}
                onChange={(event) => toggle(event.currentTarget.checked)}
                data-testid="webhooks-activation-switch"
              />
              <Text size="sm" fw={500} c={data.active ? 'teal' : 'dimmed'} data-testid="webhooks-activation-state">
                {data.active ? t('activation.on') : t('activation.off')}
              </Text>
            </Stack>
            <List size="sm" spacing={4} c="dimmed">
              <List.Item>{t('activation.points.events')}</List.Item>
              <List.Item>{t('activation.points.kept')}</List.Item>
              <List.Item>{t('activation.points.test')}</List.Item>
            </List>
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {data.updated_at
                  ? t('activation.updatedAt', { date: new Date(data.updated_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })
                  : t('activation.never')}
              </Text>
              <Button component={Link} to="/config/integraciones/webhooks/apps" variant="subtle" size="compact-sm">
                {t('activation.toApps')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
