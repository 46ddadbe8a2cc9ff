import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanConfigure } from './use-can-configure';

/** Title of a concrete configuration screen; a note when the user may only read it. */
export function ConfigHeader({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  const { t } = useTranslation('concrete-config');
  const canEdit = useCanConfigure();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={3}>{title}</Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Group>
      {!canEdit && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-testid="concrete-config-read-only">
          {t('readOnly')}
        </Alert>
      )}
    </Stack>
  );
}
