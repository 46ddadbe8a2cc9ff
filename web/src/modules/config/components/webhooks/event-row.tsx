import { Badge, Button, Checkbox, Code, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../api/webhooks/types';
import type { EventRow as Row } from './events-model';
import { useWebhookLabels } from './labels';

interface EventRowProps {
  form: UseFormReturnType<{ rows: Row[] }>;
  index: number;
  /** The saved subscription, when there is one. */
  saved: Subscription | undefined;
  /** Tests go to what is saved: they wait while the form has changes. */
  dirty: boolean;
  testing: boolean;
  onTest: (subscriptionId: string) => void;
}

/** One event: subscribe; when subscribed, its URL, active switch and test button; auto-disabled shown plainly. */
export function EventRow({ form, index, saved, dirty, testing, onTest }: EventRowProps) {
  const { t } = useTranslation('config-webhooks');
  const labels = useWebhookLabels();
  const row = form.values.rows[index];
  if (!row) return null;
  const name = labels.event(row.event);
  const path = `rows.${index}`;
  // Off with a date: the server turned it off after no attempt succeeded; switching it on again re-enables it.
  const autoDisabled = saved?.disabled_at && !saved.active ? saved.disabled_at : null;
  const eventError = form.errors[`${path}.event`];
  const canTest = saved?.active === true && !dirty;

  return (
    <Stack gap="xs" py="sm" data-testid={`event-row-${row.event}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Checkbox
          label={name}
          description={<Code fz="xs">{row.event}</Code>}
          {...form.getInputProps(`${path}.subscribed`, { type: 'checkbox' })}
          aria-label={t('hooks.subscribe', { event: name })}
        />
        {autoDisabled && (
          <Tooltip label={t('hooks.autoDisabledHint')} multiline w={280} withArrow>
            <Badge color="orange" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} />} data-testid="auto-disabled-badge">
              {t('hooks.autoDisabled', { date: labels.dateTime(autoDisabled) })}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {eventError && (
        <Text size="xs" c="red" role="alert">
          {eventError}
        </Text>
      )}
      {row.subscribed && (
        <Stack gap="xs" pl={{ base: 0, xs: 32 }}>
          <TextInput
            label={t('hooks.url')}
            placeholder="https://"
            autoComplete="off"
            inputMode="url"
            {...form.getInputProps(`${path}.url`)}
            aria-label={t('hooks.urlOf', { event: name })}
          />
          <Group justify="space-between" gap="sm">
            <Switch
              label={t('hooks.active')}
              {...form.getInputProps(`${path}.active`, { type: 'checkbox' })}
              aria-label={t('hooks.activeOf', { event: name })}
            />
            <Tooltip label={dirty ? t('hooks.saveFirst') : t('hooks.testHint')} multiline w={240} withArrow>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconSend size={14} />}
                disabled={!canTest}
                loading={testing}
                onClick={() => saved && onTest(saved.id)}
                aria-label={t('hooks.testOf', { event: name })}
              >
                {t('hooks.test')}
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
