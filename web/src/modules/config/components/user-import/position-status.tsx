import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportPosition } from '../../api/user-import-types';

/** Whether a position of the file exists in the company; an unknown one is a warning with what to do about it. */
export function PositionStatus({ position }: { position: ImportPosition }) {
  const { t } = useTranslation('config-import');
  if (position.position_id) {
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
        {t('roles.exists')}
      </Badge>
    );
  }
  return (
    <Stack gap={2} data-testid="import-unknown-position">
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden />
        <Text size="sm" fw={600} c="orange.8">
          {t('roles.unknown')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('roles.unknownHint')}
      </Text>
    </Stack>
  );
}
