import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconFileImport, IconHistory, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_HISTORY_PATH, USERS_PATH } from './import-links';
import type { ImportWizard } from './use-import-wizard';

/** The result: how many users were created from which file, and where to go next. */
export function ImportDone({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const { result } = wizard;
  if (!result) return null;
  return (
    <Paper withBorder radius="md" p="xl" data-testid="import-done">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={3}>{t('done.title')}</Title>
        <Text data-testid="import-done-message">{t('done.body', { count: result.created_count, file: result.file_name })}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {wizard.choices.sendInvitations ? t('done.invited') : t('done.notInvited')}
        </Text>
        <Group justify="center" gap="sm" mt="md">
          <Button component={Link} to={IMPORT_HISTORY_PATH} leftSection={<IconHistory size={16} />} data-testid="import-done-history">
            {t('done.history')}
          </Button>
          <Button component={Link} to={USERS_PATH} variant="default" leftSection={<IconUsers size={16} />}>
            {t('done.users')}
          </Button>
          <Button variant="subtle" leftSection={<IconFileImport size={16} />} onClick={wizard.restart}>
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
