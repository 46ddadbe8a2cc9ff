import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, NavLink, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { isApiError } from '@/lib/api';
import { useCloudFolder, type RemoteEntry } from '../../api/browse-cloud';
import { ItemIcon } from '../library/item-icon';

interface CloudBrowserProps {
  /** The remote folders from the connector's root to the one shown (empty: the root). */
  trail: string[];
  onTrailChange: (trail: string[]) => void;
}

/** Folders first, then files, each by name as a person reads them. */
function ordered(entries: RemoteEntry[]): RemoteEntry[] {
  return [...entries].sort((a, b) => Number(b.dir) - Number(a.dir) || a.name.localeCompare(b.name, undefined, { numeric: true }));
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
}

function EntryRow({ entry, onOpen }: { entry: RemoteEntry; onOpen: () => void }) {
  const { t, i18n } = useTranslation('cbox');
  const icon = <ItemIcon item={{ kind: entry.dir ? 'folder' : 'file', extension: extensionOf(entry.name) }} size={28} />;
  if (entry.dir) {
    return (
      <NavLink
        component="button"
        type="button"
        label={entry.name}
        aria-label={t('cloud.browse.enter', { name: entry.name })}
        leftSection={icon}
        rightSection={<IconChevronRight size={14} />}
        onClick={onOpen}
      />
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={6} data-testid="cbox-cloud-file">
      {icon}
      <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
        {entry.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(entry.size ?? null, i18n.language)}
      </Text>
    </Group>
  );
}

/** Browses the cloud storage's folders one level at a time, showing each folder's files as what would come in. */
export function CloudBrowser({ trail, onTrailChange }: CloudBrowserProps) {
  const { t } = useTranslation(['cbox', 'common']);
  const folder = useCloudFolder(trail.join('/'));
  const entries = ordered(folder.data ?? []);
  const loading = folder.isLoading || (folder.isPlaceholderData && folder.isFetching);
  const failure = isApiError(folder.error) ? (folder.error.fieldError('path') ?? folder.error.message) : null;

  let body;
  if (loading) {
    body = (
      <Center py="xl">
        <Loader type="oval" size={40} color="gray" aria-label={t('cloud.browse.loading')} />
      </Center>
    );
  } else if (folder.isError) {
    body = (
      <Alert m="sm" color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('cloud.browse.error')} data-testid="cbox-cloud-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failure ?? t('cloud.browse.errorDetail')}</Text>
          <Button size="xs" variant="default" onClick={() => void folder.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (entries.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" c="dimmed" data-testid="cbox-cloud-empty">
        <IconFolderOpen size={32} stroke={1.4} aria-hidden />
        <Text size="sm">{t('cloud.browse.empty')}</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack component="ul" gap={0} m={0} p={4} style={{ listStyle: 'none' }} aria-label={t('cloud.browse.entries')}>
        {entries.map((entry) => (
          <li key={`${entry.dir ? 'd' : 'f'}:${entry.name}`}>
            <EntryRow entry={entry} onOpen={() => onTrailChange([...trail, entry.name])} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <nav aria-label={t('cloud.browse.location')}>
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
          {[t('cloud.browse.root'), ...trail].map((name, depth) =>
            depth === trail.length ? (
              <Text key={`${depth}:${name}`} size="sm" fw={600} aria-current="page">
                {name}
              </Text>
            ) : (
              <Anchor key={`${depth}:${name}`} component="button" type="button" size="sm" onClick={() => onTrailChange(trail.slice(0, depth))}>
                {name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </nav>
      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah={320} type="auto">
          {body}
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
