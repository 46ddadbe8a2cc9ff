import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCheck } from '../../api/user-import-types';

function Stat({ label, value, icon, color, testId }: { label: string; value: number; icon: ReactNode; color: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xl" fw={700} lh={1.1}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** Users per profile or per project, largest first. */
function Breakdown({ title, counts, testId }: { title: string; counts: Record<string, number>; testId: string }) {
  const { t } = useTranslation('config-import');
  const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('summary.nothing')}
        </Text>
      ) : (
        <Stack gap={4}>
          {entries.map(([name, count]) => (
            <Group key={name} justify="space-between" gap="md" wrap="nowrap">
              <Text size="sm" truncate>
                {name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('summary.users', { count })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The summary's figures: rows read, valid users, errors, and the valid users by profile and by project. */
export function SummaryCounts({ summary }: { summary: ImportCheck }) {
  const { t } = useTranslation('config-import');
  return (
    <Stack gap="md">
      <SimpleGrid minColWidth={140} autoFlow="auto-fit" spacing="md">
        <Stat label={t('summary.rows')} value={summary.rows_total} icon={<IconFileSpreadsheet size={22} />} color="blue" testId="import-count-rows" />
        <Stat label={t('summary.valid')} value={summary.valid_rows} icon={<IconUserCheck size={22} />} color="teal" testId="import-count-valid" />
        <Stat
          label={t('summary.errors')}
          value={summary.error_count}
          icon={<IconAlertTriangle size={22} />}
          color={summary.error_count > 0 ? 'red' : 'gray'}
          testId="import-count-errors"
        />
      </SimpleGrid>
      <SimpleGrid minColWidth={220} autoFlow="auto-fit" spacing="md">
        <Breakdown title={t('summary.byProfile')} counts={summary.by_profile} testId="import-by-profile" />
        <Breakdown title={t('summary.byProject')} counts={summary.by_project} testId="import-by-project" />
      </SimpleGrid>
    </Stack>
  );
}
