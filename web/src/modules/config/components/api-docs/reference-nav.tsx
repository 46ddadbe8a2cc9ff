import { Badge, NavLink, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { MethodBadge } from './method-badge';
import type { OperationGroup } from './openapi';
import { useTagLabel } from './use-tag-label';

export const API_V2_BASE = '/config/integraciones/apiV2';

export const referencePath = (group: string, subgroup = 'all') => `${API_V2_BASE}/${encodeURIComponent(group)}/${encodeURIComponent(subgroup)}`;

/**
 * The API v2 navigation: the introduction, then one entry per group (an OpenAPI tag); the open group lists its
 * operations, each by the first line of its summary.
 */
export function ReferenceNav({ groups, group, subgroup, scrollClassName }: { groups: readonly OperationGroup[]; group?: string; subgroup?: string; scrollClassName?: string }) {
  const { t } = useTranslation('config-api-docs');
  const tagLabel = useTagLabel();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('nav.label')} data-testid="api-reference-nav">
      <NavLink component={RouterNavLink} to={`${API_V2_BASE}/introduction`} label={t('nav.introduction')} leftSection={<IconBook2 size={18} stroke={1.6} />} />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
        {t('nav.groups')}
      </Text>
      <div className={scrollClassName}>
        {groups.map((entry) => {
          const open = entry.tag === group;
          return (
            <NavLink
              key={entry.tag}
              component={RouterNavLink}
              to={referencePath(entry.tag)}
              label={tagLabel(entry.tag)}
              rightSection={<Badge size="xs" variant="default" circle={entry.operations.length < 10}>{entry.operations.length}</Badge>}
              active={open && subgroup === 'all'}
              opened={open}
              disableRightSectionRotation
              childrenOffset={12}
              // Mantine's NavLink with children only folds on click (it prevents the link): open the group too.
              onClick={open ? () => void navigate(referencePath(entry.tag)) : undefined}
              data-testid={`api-group-${entry.tag}`}
            >
              {open
                ? entry.operations.map((operation) => (
                    <NavLink
                      key={operation.id}
                      component={RouterNavLink}
                      to={referencePath(entry.tag, operation.id)}
                      label={
                        <Text span size="sm" lineClamp={2} lh={1.3}>
                          {operation.summary}
                        </Text>
                      }
                      title={`${operation.method.toUpperCase()} ${operation.path}\n${operation.summary}`}
                      leftSection={<MethodBadge method={operation.method} />}
                      data-testid={`api-operation-${operation.id}`}
                    />
                  ))
                : null}
            </NavLink>
          );
        })}
      </div>
    </nav>
  );
}
