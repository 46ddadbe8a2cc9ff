import { Anchor, Breadcrumbs, Center, Divider, Group, Loader, NavLink, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFile, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';

export interface BrowserEntry {
  key: string;
  name: string;
  dir: boolean;
  size?: number | null;
}

interface FolderBrowserProps {
  label: string;
  rootLabel: string;
  /** The folders opened below the root, outermost first: the last one is the folder chosen. */
  trail: readonly string[];
  /** Goes back to a breadcrumb: 0 is the root. */
  onTrail: (depth: number) => void;
  entries: readonly BrowserEntry[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  onOpen: (entry: BrowserEntry) => void;
  testId: string;
}

/** A folder picker: breadcrumbs to go back up, the folder's sub-folders to go down (files shown, not chosen). */
export function FolderBrowser({ label, rootLabel, trail, onTrail, entries, loading, error, emptyText, onOpen, testId }: FolderBrowserProps) {
  const { t, i18n } = useTranslation('config-connectors');
  const crumbs = [rootLabel, ...trail];
  let body;
  if (loading) {
    body = (
      <Center py="md">
        <Loader size="sm" color="gray" />
      </Center>
    );
  } else if (error) {
    body = (
      <Text size="sm" c="red" p="sm" data-testid="browser-error">
        {error}
      </Text>
    );
  } else if (!entries || entries.length === 0) {
    body = (
      <Text size="sm" c="dimmed" p="sm">
        {emptyText}
      </Text>
    );
  } else {
    body = entries.map((entry) =>
      entry.dir ? (
        <NavLink
          key={entry.key}
          component="button"
          type="button"
          label={entry.name}
          aria-label={t('cloud.open', { name: entry.name })}
          leftSection={<IconFolder size={18} color="var(--mantine-color-yellow-6)" />}
          rightSection={<IconChevronRight size={14} />}
          onClick={() => onOpen(entry)}
        />
      ) : (
        <Group key={entry.key} gap="xs" wrap="nowrap" px="sm" py={8}>
          <IconFile size={18} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1 }}>
            {entry.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(entry.size ?? null, i18n.language)}
          </Text>
        </Group>
      ),
    );
  }
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder radius="sm">
        <Breadcrumbs px="sm" py={8} separatorMargin={6} aria-label={t('cloud.breadcrumb')} style={{ flexWrap: 'wrap' }}>
          {crumbs.map((name, depth) =>
            depth === trail.length ? (
              <Text key={depth} size="sm" fw={600}>
                {name}
              </Text>
            ) : (
              <Anchor key={depth} component="button" type="button" size="sm" onClick={() => onTrail(depth)}>
                {name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        <Divider />
        <ScrollArea.Autosize mah={220}>{body}</ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c="dimmed" data-testid={`${testId}-chosen`}>
        {t('cloud.chosen', { path: crumbs.join(' / ') })}
      </Text>
    </Stack>
  );
}
