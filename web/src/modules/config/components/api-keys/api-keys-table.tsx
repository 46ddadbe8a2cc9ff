import { ActionIcon, Badge, Code, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../api/api-keys/types';
import { keyAccess, keyStatus } from './key-status';

const STATUS_COLOR = { active: 'teal', revoked: 'gray', expired: 'orange' } as const;

interface ApiKeysTableProps {
  keys: ApiKey[];
  fetching: boolean;
  error: boolean;
  onRevoke: (key: ApiKey) => void;
}

/** The company's keys, newest first: only their first characters, whose they are, their use and their state. */
export function ApiKeysTable({ keys, fetching, error, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation('config-api-keys');
  // A key works through the day it was given: `expires_at` is the next midnight (UTC), so that day is shown.
  const lastDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <DataTable<ApiKey>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={keys.length === 0 ? 200 : undefined}
      records={keys}
      fetching={fetching}
      noRecordsIcon={<IconKey size={32} stroke={1.4} aria-hidden />}
      noRecordsText={error ? t('loadError') : t('empty')}
      data-testid="api-keys-table"
      rowStyle={(key) => (keyStatus(key) === 'active' ? undefined : { opacity: 0.65 })}
      columns={[
        {
          accessor: 'name',
          title: t('columns.name'),
          render: (key) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {key.name}
              </Text>
              <Code fz="xs" w="fit-content">{`${key.prefix}…`}</Code>
            </Stack>
          ),
        },
        {
          accessor: 'scopes',
          title: t('columns.access'),
          render: (key) => (
            <Badge variant="light" color={keyAccess(key) === 'write' ? 'grape' : 'blue'} tt="none">
              {t(`access.${keyAccess(key)}`)}
            </Badge>
          ),
        },
        { accessor: 'user', title: t('columns.user'), render: (key) => key.user.name },
        {
          accessor: 'last_used_at',
          title: t('columns.lastUsed'),
          render: (key) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {key.last_used_at ? dateTime.format(new Date(key.last_used_at)) : t('never')}
            </Text>
          ),
        },
        {
          accessor: 'expires_at',
          title: t('columns.expires'),
          render: (key) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {key.expires_at ? lastDay.format(new Date(new Date(key.expires_at).getTime() - 1000)) : t('noExpiry')}
            </Text>
          ),
        },
        {
          accessor: 'status',
          title: t('columns.status'),
          render: (key) => (
            <Badge color={STATUS_COLOR[keyStatus(key)]} variant="light" tt="none" data-testid="api-key-status">
              {t(`status.${keyStatus(key)}`)}
            </Badge>
          ),
        },
        {
          accessor: 'actions',
          title: t('columns.actions'),
          textAlign: 'right',
          width: 90,
          render: (key) =>
            key.revoked_at ? null : (
              <Tooltip label={t('revoke.label', { name: key.name })} withArrow>
                <ActionIcon variant="subtle" color="red" aria-label={t('revoke.label', { name: key.name })} onClick={() => onRevoke(key)}>
                  <IconKeyOff size={18} />
                </ActionIcon>
              </Tooltip>
            ),
        },
      ]}
    />
  );
}
