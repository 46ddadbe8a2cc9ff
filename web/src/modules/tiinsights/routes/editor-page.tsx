import { Button, Card, Grid, Group, Kbd, Loader, Stack, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconPlayerPlay, IconTerminal2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useRunSql } from '../api/run-sql';
import { ExampleList } from '../components/editor/example-list';
import { LazySqlEditor } from '../components/editor/lazy-sql-editor';
import { ResultGrid } from '../components/editor/result-grid';
import { SqlError } from '../components/editor/sql-error';
import { EmptyState } from '../components/empty-state';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** `consulta-20260318-142501.csv`: when the result was exported, to the second. */
const csvName = (prefix: string) => `${prefix}-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;

/**
 * The read-only SQL editor (`/tiinsights/editor`): one statement at a time against the whole database, writes refused
 * by the server; the answer as a grid (1000 rows at most) that exports to CSV. The text survives a tab change.
 */
export default function EditorPage() {
  useHelpKey('tiinsights.editor');
  const { t } = useTranslation('tiinsights');
  const [sql, setSql] = useSessionStorage({ key: 'tiinsights_sql', defaultValue: 'SELECT name, plan, created_at FROM companies ORDER BY created_at DESC LIMIT 20;' });
  const run = useRunSql();
  const execute = () => {
    if (sql.trim() !== '' && !run.isPending) run.mutate(sql);
  };
  return (
    <Stack gap="md" data-testid="sql-editor-page">
      <PageHeader title={t('editor.title')} description={t('editor.description')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder radius="md" padding={0}>
            <LazySqlEditor value={sql} onChange={setSql} onRun={execute} label={t('editor.label')} height={220} />
            <Group justify="space-between" px="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Text size="xs" c="dimmed">
                {t('editor.readOnly')}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">Enter</Kbd>
                </Text>
                <Button leftSection={<IconPlayerPlay size={16} />} onClick={execute} loading={run.isPending} disabled={sql.trim() === ''} data-testid="sql-run">
                  {t('editor.run')}
                </Button>
              </Group>
            </Group>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ExampleList onPick={setSql} />
        </Grid.Col>
      </Grid>
      {run.isError && <SqlError error={run.error} />}
      {run.isPending && (
        <Group justify="center" py="lg">
          <Loader type="oval" color="gray" size={32} aria-label={t('editor.running')} />
        </Group>
      )}
      {run.data && <ResultGrid result={run.data} fileName={csvName(t('editor.csvPrefix'))} />}
      {run.isIdle && <EmptyState icon={<IconTerminal2 size={30} />} title={t('editor.idleTitle')} description={t('editor.idleBody')} testId="sql-idle" />}
    </Stack>
  );
}
