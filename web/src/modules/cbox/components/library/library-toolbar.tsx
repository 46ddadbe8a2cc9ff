import { Button, Center, Group, SegmentedControl, Select, TextInput, VisuallyHidden } from '@mantine/core';
import { IconFolderPlus, IconLayoutGrid, IconList, IconSearch, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudMenu } from '../cloud/cloud-menu';
import type { ItemSort } from './item-table';

const SORTS = ['name:asc', 'name:desc', 'updated_at:desc', 'updated_at:asc', 'size:desc', 'size:asc'] as const;

export function sortValue(sort: ItemSort): string {
  return `${sort.sortBy}:${sort.descending ? 'desc' : 'asc'}`;
}

function parseSort(value: string | null): ItemSort | null {
  const found = SORTS.find((candidate) => candidate === value);
  if (!found) return null;
  const [sortBy, direction] = found.split(':') as [ItemSort['sortBy'], string];
  return { sortBy, descending: direction === 'desc' };
}

/** An icon-only choice whose name screen readers (and tests) still read. */
function ModeLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Center>
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}

interface LibraryToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  sort: ItemSort;
  onSortChange: (sort: ItemSort) => void;
  grid: boolean;
  onGridChange: (grid: boolean) => void;
  /** Shown only when the user may create in the current folder. */
  onNewFolder?: () => void;
  onUpload?: () => void;
  /** Cloud storage: shown only while the connector is on and the user may use it. */
  onCloudExport?: () => void;
  onCloudImport?: () => void;
}

/** Search by name, sort, cards/list, and — when allowed — the cloud menu, new folder and upload. */
export function LibraryToolbar(props: LibraryToolbarProps) {
  const { t } = useTranslation('cbox');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('toolbar.search')}
          placeholder={t('toolbar.search')}
          leftSection={<IconSearch size={16} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          aria-label={t('toolbar.sort')}
          data={SORTS.map((value) => ({ value, label: t(`toolbar.sorts.${value.replace(':', '_')}`) }))}
          value={sortValue(props.sort)}
          onChange={(value) => {
            const next = parseSort(value);
            if (next) props.onSortChange(next);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 230 }}
        />
        <SegmentedControl
          aria-label={t('toolbar.viewMode')}
          value={props.grid ? 'grid' : 'list'}
          onChange={(value) => props.onGridChange(value === 'grid')}
          data={[
            { value: 'grid', label: <ModeLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('toolbar.grid')} /> },
            { value: 'list', label: <ModeLabel icon={<IconList size={16} aria-hidden />} text={t('toolbar.list')} /> },
          ]}
        />
      </Group>
      <Group gap="sm">
        <CloudMenu onExport={props.onCloudExport} onImport={props.onCloudImport} />
        {props.onNewFolder && (
          <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={props.onNewFolder}>
            {t('toolbar.newFolder')}
          </Button>
        )}
        {props.onUpload && (
          <Button leftSection={<IconUpload size={16} />} onClick={props.onUpload}>
            {t('toolbar.upload')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
