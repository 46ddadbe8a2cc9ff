import { Badge, CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSearch, type ModelElement } from '../../api/models';

export interface PickedElement {
  globalId: string;
  label: string;
}

export const elementLabel = (element: Pick<ModelElement, 'name' | 'class' | 'global_id'>) => `${element.name || element.class} · ${element.global_id}`;

interface ElementPickerProps {
  modelId: string;
  picked: PickedElement[];
  onAdd: (element: PickedElement) => void;
  onRemove: (globalId: string) => void;
}

/**
 * The elements picked for a placement as chips (each removable), and a searchable select of the model's elements
 * that adds to the same list: the accessible way besides clicking the 3D view.
 */
export function ElementPicker({ modelId, picked, onAdd, onRemove }: ElementPickerProps) {
  const { t } = useTranslation('concrete-placements');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const elements = useElementSearch(modelId, debounced);
  const taken = new Set(picked.map((element) => element.globalId));
  const options = (elements.data ?? []).filter((element) => !taken.has(element.global_id));
  return (
    <Stack gap="xs">
      <Select
        label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        searchable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={elements.isFetching ? t('picker.searching') : t('picker.nothing')}
        data={options.map((element) => ({ value: element.global_id, label: elementLabel(element) }))}
        comboboxProps={{ withinPortal: true }}
        data-testid="element-search"
        onChange={(value) => {
          const element = options.find((row) => row.global_id === value);
          if (element) onAdd({ globalId: element.global_id, label: elementLabel(element) });
          setSearch('');
        }}
      />
      <Text size="sm" fw={600}>
        {t('picker.selected', { count: picked.length })}
      </Text>
      {picked.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="picked-empty">
          {t('picker.empty')}
        </Text>
      ) : (
        <Group gap={6} data-testid="picked-elements">
          {picked.map((element) => (
            <Badge
              key={element.globalId}
              variant="light"
              size="lg"
              tt="none"
              maw="100%"
              title={element.label}
              data-testid="picked-element"
              data-global-id={element.globalId}
              rightSection={<CloseButton size="xs" aria-label={t('picker.remove', { name: element.label })} onClick={() => onRemove(element.globalId)} />}
            >
              {element.label}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
