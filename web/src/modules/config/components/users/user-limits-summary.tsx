import { Badge, Button, Group, Paper, Progress, Text, Tooltip } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserLimits } from '../../api/get-user-limits';
import type { ScopeLimit } from '../../api/types';
import { RequestStatus } from './request-status';

const full = (scope: { max?: number | null; active: number }) => scope.max != null && scope.active >= scope.max;

/**
 * One line over the list: the company's active users against its cap ('Usuarios activos: 12 de 25'), the
 * capped project groups and projects, and the request for more users if one is open.
 */
export function UserLimitsSummary({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation('config');
  const limits = useUserLimits();
  if (!limits.data) return null;
  const { company, groups, projects, open_request: open } = limits.data;
  const capped: (ScopeLimit & { kind: 'group' | 'project' })[] = [
    ...groups.filter((group) => group.max != null).map((group) => ({ ...group, kind: 'group' as const })),
    ...projects.filter((project) => project.max != null).map((project) => ({ ...project, kind: 'project' as const })),
  ];
  const anyFull = full(company) || capped.some(full);

  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="user-limits">
      <Group gap="md" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <IconUsers size={18} aria-hidden />
          <Text size="sm" fw={600} data-testid="user-limits-company">
            {company.max != null ? t('users.limits.company', { active: company.active, max: company.max }) : t('users.limits.companyUncapped', { active: company.active })}
          </Text>
          {company.max != null && (
            <Progress value={Math.min(100, (company.active / company.max) * 100)} color={full(company) ? 'red' : 'blue'} w={90} size="sm" aria-hidden />
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {capped.map((scope) => (
            <Tooltip key={scope.id} label={t(scope.kind === 'group' ? 'users.limits.groupTip' : 'users.limits.projectTip')}>
              <Badge variant="light" color={full(scope) ? 'red' : 'gray'} tt="none">
                {t('users.limits.scope', { name: scope.name, active: scope.active, max: scope.max })}
              </Badge>
            </Tooltip>
          ))}
          {open && <RequestStatus request={open} compact />}
          {!open && anyFull && (
            <Button size="compact-sm" variant="light" onClick={onRequest} data-testid="open-request-more-users">
              {t('users.limit.request')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
