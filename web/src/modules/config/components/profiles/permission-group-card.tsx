import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup } from '../../api/types';
import { permissionGroupLabel } from './permission-labels';
import { PermissionSwitch } from './permission-switch';

interface PermissionGroupCardProps {
  group: PermissionGroup;
  granted: ReadonlySet<string>;
  adminProfile: boolean;
  busy: boolean;
  onToggle: (key: string, granted: boolean) => void;
}

/** A catalogue group: its title, how many of its keys the profile holds, and one switch per key. */
export function PermissionGroupCard({ group, granted, adminProfile, busy, onToggle }: PermissionGroupCardProps) {
  const { t } = useTranslation('config');
  const title = permissionGroupLabel(t, group.group);
  const held = group.permissions.filter((entry) => granted.has(entry.key)).length;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={`permission-group-${group.group}`}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Text fw={700}>{title}</Text>
        <Badge variant="light" color={held > 0 ? 'blue' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
          {t('profiles.groupCount', { granted: held, total: group.permissions.length })}
        </Badge>
      </Group>
      <Stack gap="sm">
        {group.permissions.map((entry) => (
          <PermissionSwitch
            key={entry.key}
            entry={entry}
            checked={granted.has(entry.key)}
            adminProfile={adminProfile}
            busy={busy}
            onChange={(value) => onToggle(entry.key, value)}
          />
        ))}
      </Stack>
    </Card>
  );
}
