import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout, useMe } from '@/lib/session';

export function UserMenu() {
  const me = useMe();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { first_name, last_name, username, email } = me.user;
  const initials = `${first_name.charAt(0)}${last_name.charAt(0)}`.toUpperCase() || username.charAt(0).toUpperCase();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        void Promise.resolve(navigate('/login', { replace: true })).then(() => logout.forget());
      },
    });

  return (
    <Menu position="bottom-end" withArrow width={240}>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          {/* Named by hidden text rather than aria-label, so the visible initials (decoration) need not be in the name. */}
          <VisuallyHidden>{t('shell.userMenu')}</VisuallyHidden>
          <Group gap={6} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={34} aria-hidden>
              {initials}
            </Avatar>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {`${first_name} ${last_name}`.trim() || username}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email ?? username}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/config/cuenta" leftSection={<IconUserCircle size={16} />}>
          {t('shell.myAccount')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut} data-testid="logout">
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
