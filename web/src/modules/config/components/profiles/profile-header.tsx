import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../api/types';
import { ProfileBadges } from './profile-badges';

interface ProfileHeaderProps {
  profile: Profile;
  savingModules: boolean;
  onToggleModules: (disabled: boolean) => void;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The chosen profile: name, users, badges, its actions and the "módulos deshabilitados" switch. */
export function ProfileHeader({ profile, savingModules, onToggleModules, onRename, onDuplicate, onDelete }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('config');
  const updated = new Date(profile.updated_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card withBorder radius="md" padding="md" data-testid="profile-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={4} data-testid="profile-name">
                {profile.name}
              </Title>
              <ProfileBadges profile={profile} />
            </Group>
            <Group gap={6} c="dimmed">
              <IconUsers size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('profiles.users', { count: profile.users_count })} · {t('profiles.updated', { date: updated })}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={onRename}>
              {t('profiles.actions.rename')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
              {t('profiles.actions.duplicate')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              {t('profiles.actions.delete')}
            </Button>
          </Group>
        </Group>
        <Switch
          label={t('profiles.moduleSwitch')}
          aria-label={t('profiles.moduleSwitch')}
          description={t('profiles.moduleSwitchDescription')}
          checked={profile.module_disabled}
          disabled={savingModules}
          onChange={(event) => onToggleModules(event.currentTarget.checked)}
          data-testid="module-disabled-switch"
        />
      </Stack>
    </Card>
  );
}
