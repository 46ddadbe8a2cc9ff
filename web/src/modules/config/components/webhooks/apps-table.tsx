import { ActionIcon, Anchor, Badge, Code, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash, IconWebhook } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookApp } from '../../api/webhooks/types';
import { EnvBadge } from './env-badge';

interface AppsTableProps {
  apps: WebhookApp[];
  fetching: boolean;
  onEdit: (app: WebhookApp) => void;
  onDelete: (app: WebhookApp) => void;
}

export const appPath = (id: string, tab: 'hooks' | 'logs') => `/config/integraciones/webhooks/apps/${encodeURIComponent(id)}/${tab}`;

/** How many of an application's events are on, and how many the server turned off after failing deliveries. */
function EventsCell({ app }: { app: WebhookApp }) {
  const { t } = useTranslation('config-webhooks');
  const active = app.events.filter((event) => event.active).length;
  const disabled = app.events.filter((event) => !event.active && event.disabled_at).length;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{app.events.length === 0 ? t('apps.noEvents') : t('apps.eventsCount', { active, count: app.events.length })}</Text>
      {disabled > 0 && (
        <Badge color="orange" variant="light" tt="none" data-testid="auto-disabled-count">
          {t('apps.autoDisabledCount', { count: disabled })}
        </Badge>
      )}
    </Group>
  );
}

/** The company's webhook applications: name (to its events), env, events, secret hint; History, edit, delete. */
export function AppsTable({ apps, fetching, onEdit, onDelete }: AppsTableProps) {
  const { t } = useTranslation('config-webhooks');
  return (
    <DataTable<WebhookApp>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={apps.length === 0 ? 220 : undefined}
      records={apps}
      fetching={fetching}
      noRecordsIcon={<IconWebhook size={36} stroke={1.4} aria-hidden />}
      noRecordsText={t('apps.empty')}
      data-testid="webhook-apps-table"
      columns={[
        {
          accessor: 'name',
          title: t('apps.columns.name'),
          // The secret's hint sits under the name: a column of its own does not fit beside the help panel.
          render: (app) => (
            <Stack gap={2} align="flex-start">
              <Anchor component={Link} to={appPath(app.id, 'hooks')} fw={600} size="sm">
                {app.name}
              </Anchor>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('apps.columns.secret')}
                </Text>
                <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
                  {app.secret_hint}
                </Code>
              </Group>
            </Stack>
          ),
        },
        { accessor: 'env', title: t('apps.columns.env'), width: 110, render: (app) => <EnvBadge env={app.env} /> },
        { accessor: 'events', title: t('apps.columns.events'), render: (app) => <EventsCell app={app} /> },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('apps.columns.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 116,
          render: (app) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('tabs.logs')}>
                <ActionIcon component={Link} to={appPath(app.id, 'logs')} variant="subtle" aria-label={t('apps.historyOf', { name: app.name })}>
                  <IconHistory size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('apps.edit')}>
                <ActionIcon variant="subtle" aria-label={t('apps.editNamed', { name: app.name })} onClick={() => onEdit(app)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('apps.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('apps.deleteNamed', { name: app.name })} onClick={() => onDelete(app)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
