import { Button, Card, Center, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../api/types';
import { ProfileBadges } from './profile-badges';
import classes from './profile-list.module.css';

interface ProfileListProps {
  profiles: Profile[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  search: string;
  onSearchChange: (value: string) => void;
  onCreate: () => void;
}

/** The company's profiles with search and "Nuevo perfil"; choosing one shows its permissions. */
export function ProfileList({ profiles, loading, selectedId, onSelect, search, onSearchChange, onCreate }: ProfileListProps) {
  const { t } = useTranslation('config');

  return (
    <Card withBorder radius="md" padding="md" data-testid="profile-list">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('profiles.listTitle')}</Text>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onCreate} data-testid="new-profile">
            {t('profiles.new')}
          </Button>
        </Group>
        <TextInput
          aria-label={t('profiles.search')}
          placeholder={t('profiles.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          data-testid="profiles-search"
        />
        {loading ? (
          <Center py="lg">
            <Loader type="oval" size={28} color="gray" />
          </Center>
        ) : profiles.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="profiles-empty">
            {t('profiles.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
            <Stack gap={4} component="ul" className={classes.list} aria-label={t('profiles.listTitle')}>
              {profiles.map((profile) => (
                <li key={profile.id}>
                  <UnstyledButton
                    className={classes.item}
                    data-active={profile.id === selectedId || undefined}
                    aria-current={profile.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(profile.id)}
                    data-testid="profile-item"
                  >
                    <Text size="sm" fw={600} truncate>
                      {profile.name}
                    </Text>
                    <Group gap={6} mt={4}>
                      <Group gap={4} c="dimmed" wrap="nowrap">
                        <IconUsers size={14} aria-hidden />
                        <Text size="xs" c="dimmed">
                          {t('profiles.users', { count: profile.users_count })}
                        </Text>
                      </Group>
                      <ProfileBadges profile={profile} />
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
