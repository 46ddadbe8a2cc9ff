import { Avatar, Badge, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

/** Activo / Inactivo (SPEC §4 User). */
export function StatusBadge({ user }: { user: User }) {
  const { t } = useTranslation('config');
  return (
    // The dot variant keeps the text at the body colour: the light variant's teal on pale teal is short of 4.5:1.
    <Badge variant="dot" color={user.enabled ? 'teal' : 'gray'} tt="none" data-testid="user-status" data-enabled={user.enabled}>
      {user.enabled ? t('users.status.active') : t('users.status.inactive')}
    </Badge>
  );
}

/** Position and profile in one line, for where they have no column of their own. */
export const roleLine = (user: User) => [user.position?.name, user.profile?.name].filter(Boolean).join(' · ');

/** Initials with a green dot while the user has a live session, then name, username and an optional detail. */
export function UserIdentity({ user, detail }: { user: User; detail?: string }) {
  const { t } = useTranslation('config');
  const avatar = (
    <Avatar name={fullName(user)} color="blue" radius="xl" size={36} style={{ opacity: user.enabled ? 1 : 0.55 }} />
  );
  return (
    <Group gap="sm" wrap="nowrap">
      {user.in_session ? (
        <Tooltip label={t('users.inSession')}>
          <Indicator color="teal" size={11} offset={5} position="bottom-end" withBorder processing data-testid="user-in-session" aria-label={t('users.inSession')}>
            {avatar}
          </Indicator>
        </Tooltip>
      ) : (
        avatar
      )}
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {fullName(user)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          @{user.username}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The user's projects as badges: the first two, then "+N" with the rest in a tooltip. */
export function ProjectBadges({ user, shown = 2 }: { user: User; shown?: number }) {
  const rest = user.projects.slice(shown);
  return (
    <Group gap={4} wrap="wrap">
      {user.projects.slice(0, shown).map((project) => (
        <Badge key={project.id} variant="outline" color="gray" tt="none" maw={180} style={{ overflow: 'hidden' }}>
          {project.name}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((project) => project.name).join(', ')}>
          <Badge variant="light" color="gray">
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
