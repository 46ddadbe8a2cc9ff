import { Anchor, Group, Select } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OperationGroup } from './openapi';
import { API_V2_BASE, referencePath } from './reference-nav';
import { useTagLabel } from './use-tag-label';

/** The API v2 navigation where there is no room for the list beside the content: a group and an operation to pick. */
export function ReferencePicker({ groups, group, subgroup }: { groups: readonly OperationGroup[]; group?: string; subgroup?: string }) {
  const { t } = useTranslation('config-api-docs');
  const tagLabel = useTagLabel();
  const navigate = useNavigate();
  const current = groups.find((entry) => entry.tag === group);
  const operations = current
    ? [
        { value: 'all', label: t('nav.wholeGroup', { count: current.operations.length }) },
        ...current.operations.map((operation) => ({ value: operation.id, label: `${operation.method.toUpperCase()} · ${operation.summary}` })),
      ]
    : [];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="api-reference-picker">
      <Anchor component={Link} to={`${API_V2_BASE}/introduction`} size="sm" py={6} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <IconBook2 size={18} stroke={1.6} />
        {t('nav.introduction')}
      </Anchor>
      <Select
        label={t('nav.group')}
        placeholder={t('nav.pickGroup')}
        data={groups.map((entry) => ({ value: entry.tag, label: `${tagLabel(entry.tag)} (${entry.operations.length})` }))}
        value={current ? current.tag : null}
        onChange={(tag) => tag && void navigate(referencePath(tag))}
        searchable
        allowDeselect={false}
        maxDropdownHeight={360}
        w={220}
        data-testid="api-pick-group"
      />
      {current && (
        <Select
          label={t('nav.operation')}
          placeholder={t('nav.pickOperation')}
          data={operations}
          value={subgroup ?? 'all'}
          onChange={(id) => id && void navigate(referencePath(current.tag, id))}
          searchable
          allowDeselect={false}
          maxDropdownHeight={360}
          style={{ flex: '1 1 240px' }}
          miw={0}
          data-testid="api-pick-operation"
        />
      )}
    </Group>
  );
}
