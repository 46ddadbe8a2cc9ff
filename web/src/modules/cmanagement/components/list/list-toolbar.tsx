import { ActionIcon, Center, Group, SegmentedControl, Select, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketSortKey } from '../../api/get-tickets';
import { SORT_KEYS } from './list-params';

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  sortBy: TicketSortKey;
  descending: boolean;
  onSortChange: (sortBy: TicketSortKey, descending: boolean) => void;
  grid: boolean;
  onGridChange: (grid: boolean) => void;
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

/** Search (subject, description, `#number`), the sort and its direction, and the cards/list switch. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const direction = props.descending ? t('sort.descending') : t('sort.ascending');
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
        data-testid="ticket-search"
      />
      <Group gap={4} wrap="nowrap">
        <Select
          aria-label={t('sort.label')}
          data={SORT_KEYS.map((value) => ({ value, label: t(`sort.keys.${value}`) }))}
          value={props.sortBy}
          onChange={(value) => {
            const key = SORT_KEYS.find((candidate) => candidate === value);
            if (key) props.onSortChange(key, props.descending);
          }}
          allowDeselect={false}
          w={200}
        />
        <Tooltip label={direction}>
          <ActionIcon variant="default" size="lg" aria-label={direction} onClick={() => props.onSortChange(props.sortBy, !props.descending)}>
            {props.descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <SegmentedControl
        aria-label={t('view.label')}
        value={props.grid ? 'grid' : 'list'}
        onChange={(value) => props.onGridChange(value === 'grid')}
        data={[
          { value: 'list', label: <ModeLabel icon={<IconList size={16} aria-hidden />} text={t('view.list')} /> },
          { value: 'grid', label: <ModeLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('view.grid')} /> },
        ]}
      />
    </Group>
  );
}
