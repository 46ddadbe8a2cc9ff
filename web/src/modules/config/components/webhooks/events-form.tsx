import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSendTest } from '../../api/webhooks/send-test';
import { useSetEvents } from '../../api/webhooks/set-events';
import type { CatalogueEvent, WebhookApp } from '../../api/webhooks/types';
import { EventRow } from './event-row';
import { byModule, formPathOf, looksLikeUrl, rowsOf, savedOf, toBody, type EventRow as Row } from './events-model';
import { useWebhookLabels } from './labels';

interface EventsFormProps {
  app: WebhookApp;
  catalogue: readonly CatalogueEvent[];
}

/**
 * The Configuration tab's events: the catalogue by module, each event subscribed or not with its URL and active
 * flag. Save sends the whole set; the server's refusals land under the row they belong to.
 */
export function EventsForm({ app, catalogue }: EventsFormProps) {
  const { t } = useTranslation('config-webhooks');
  const labels = useWebhookLabels();
  const save = useSetEvents(app.id, app.version);
  const test = useSendTest(app.id);
  const [testing, setTesting] = useState<string | null>(null);
  const form = useForm<{ rows: Row[] }>({
    initialValues: { rows: rowsOf(catalogue, app) },
    validate: {
      rows: {
        url: (value, values, path) => {
          const row = values.rows[Number(path.split('.')[1])];
          if (!row?.subscribed) return null;
          if (value.trim() === '') return t('hooks.urlRequired');
          return looksLikeUrl(value) ? null : t('hooks.urlFormat');
        },
      },
    },
  });
  const dirty = form.isDirty();

  const submit = ({ rows }: { rows: Row[] }) => {
    const { events, rowOf } = toBody(rows);
    save.mutate(events, {
      onSuccess: () => notifySuccess(t('hooks.saved')),
      onError: (error) => {
        if (!isApiError(error) || error.status === 401) return;
        for (const [key, messages] of Object.entries(error.errors)) {
          const path = formPathOf(key, rowOf);
          if (path && messages[0]) form.setFieldError(path, messages[0]);
        }
        notifyApiError(error);
      },
    });
  };

  const sendTest = (subscriptionId?: string) => {
    setTesting(subscriptionId ?? 'all');
    test.mutate(subscriptionId, {
      onSuccess: (deliveries) => notifySuccess(t('hooks.testSent', { count: deliveries.length })),
      onSettled: () => setTesting(null),
    });
  };

  const activeSaved = app.events.some((sub) => sub.active);
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="webhook-events-form">
      <Stack gap="md">
        {byModule(form.values.rows).map(({ module, items }) => (
          <Paper key={module} withBorder radius="md" px="md" py="xs" data-testid={`event-module-${module}`}>
            <Title order={4} fz="md" pt="xs">
              {labels.module(module)}
            </Title>
            {items.map(({ row, index }, position) => (
              <Fragment key={row.event}>
                {position > 0 && <Divider />}
                <EventRow form={form} index={index} saved={savedOf(app, row.event)} dirty={dirty} testing={testing === savedOf(app, row.event)?.id} onTest={sendTest} />
              </Fragment>
            ))}
          </Paper>
        ))}
        {dirty && (
          <Alert color="blue" variant="light" p="xs">
            <Text size="sm">{t('hooks.unsaved')}</Text>
          </Alert>
        )}
        {/* Stays in view while the long catalogue scrolls, above the shell's footer. */}
        <Group justify="space-between" gap="sm" pos="sticky" py="sm" bg="var(--mantine-color-body)" style={{ bottom: 'var(--app-shell-footer-offset, 0rem)', zIndex: 2 }}>
          <Button
            variant="default"
            leftSection={<IconSend size={16} />}
            disabled={!activeSaved || dirty}
            loading={testing === 'all'}
            onClick={() => sendTest()}
            data-testid="send-test-all"
          >
            {t('hooks.testAll')}
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} disabled={!dirty} data-testid="save-webhook-events">
            {t('hooks.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
