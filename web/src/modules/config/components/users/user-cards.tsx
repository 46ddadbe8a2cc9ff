import { Card, Checkbox, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMail, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { UserActions } from './user-actions';
import { fullName, ProjectBadges, StatusBadge, UserIdentity } from './user-identity';
import type { UsersViewProps } from './users-table';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" truncate>
        {children}
      </Text>
    </Group>
  );
}

/** Cards fill the section's width, as many per row as fit (the section's width varies with the side panels). */
const CARD_MIN = 260;

/** The users as cards (grid mode), each with its checkbox for mass edit and its actions. */
export function UserCards(props: UsersViewProps & { loading: boolean }) {
  const { t } = useTranslation('config');
  const { t: tc } = useTranslation('common');
  const selectedIds = new Set(props.selected.map((user) => user.id));
  const toggle = (user: User, on: boolean) =>
    props.onSelectedChange(on ? [...props.selected, user] : props.selected.filter((other) => other.id !== user.id));
  const pages = Math.ceil(props.total / props.pageSize);

  if (props.loading) {
    return (
      <SimpleGrid minColWidth={CARD_MIN}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={190} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (props.users.length === 0) return <>{props.empty}</>;
  return (
    <Stack gap="lg">
      <SimpleGrid minColWidth={CARD_MIN} data-testid="user-cards" style={{ opacity: props.fetching ? 0.6 : 1 }}>
        {props.users.map((user) => (
          <Card key={user.id} withBorder radius="md" padding="md" data-testid="user-card" data-selected={selectedIds.has(user.id) || undefined}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Checkbox
                    aria-label={t('users.selectNamed', { name: fullName(user) })}
                    checked={selectedIds.has(user.id)}
                    onChange={(event) => toggle(user, event.currentTarget.checked)}
                  />
                  <UserIdentity user={user} />
                </Group>
                <Line icon={<IconMail size={15} />}>{user.email ?? t('users.noEmail')}</Line>
                <Line icon={<IconBriefcase size={15} />}>{user.position?.name ?? '—'}</Line>
                <Line icon={<IconShieldLock size={15} />}>{user.profile?.name ?? '—'}</Line>
                <ProjectBadges user={user} shown={3} />
              </Stack>
              <Group justify="space-between" wrap="nowrap">
                <StatusBadge user={user} />
                <UserActions user={user} onEdit={props.onEdit} onToggleEnabled={props.onToggleEnabled} selfId={props.selfId} />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={props.page}
            onChange={props.onPageChange}
            getItemProps={(page) => ({ 'aria-label': tc('pagination.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': tc(`pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
