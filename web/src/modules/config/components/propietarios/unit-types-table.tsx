import { ActionIcon, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListTree, IconPencil, IconTrash, IconLayoutBoard } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { UnitType } from '../../api/propietarios/types';

interface UnitTypesTableProps {
  unitTypes: UnitType[];
  fetching: boolean;
  selectedId: string | null;
  onSelect: (unitType: UnitType) => void;
  onEdit: (unitType: UnitType) => void;
  onDelete: (unitType: UnitType) => void;
}

const count = (value: number) => (
  <Badge variant="light" color={value > 0 ? 'blue' : 'gray'} tt="none">
    {value}
  </Badge>
);

/** The project's unit types: what each is, how many units and checklist nodes it has; open its checklist, edit, delete. */
export function UnitTypesTable({ unitTypes, fetching, selectedId, onSelect, onEdit, onDelete }: UnitTypesTableProps) {
  const { t, i18n } = useTranslation('config-propietarios');
  return (
    <DataTable<UnitType>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={unitTypes.length === 0 ? 180 : undefined}
      records={unitTypes}
      fetching={fetching}
      noRecordsIcon={<IconLayoutBoard size={36} stroke={1.4} aria-hidden />}
      noRecordsText={t('unitTypes.empty')}
      rowStyle={(unitType) => (unitType.id === selectedId ? { background: 'var(--mantine-primary-color-light)' } : undefined)}
      customRowAttributes={(unitType) => ({ 'data-unit-type-id': unitType.id })}
      data-testid="unit-types-table"
      columns={[
        {
          accessor: 'name',
          title: t('unitTypes.columns.name'),
          // What the type is, under its name: separate columns do not fit beside the actions in the settings' width.
          render: (unitType) => {
            const facts = [
              unitType.category,
              unitType.surface == null ? null : `${unitType.surface.toLocaleString(i18n.language)} m²`,
              unitType.rooms == null ? null : t('unitTypes.roomsCount', { count: unitType.rooms }),
            ].filter(Boolean);
            return (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {unitType.name}
                </Text>
                {facts.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {facts.join(' · ')}
                  </Text>
                )}
              </Stack>
            );
          },
        },
        { accessor: 'units_count', title: t('unitTypes.columns.units'), textAlign: 'center', render: (unitType) => count(unitType.units_count) },
        { accessor: 'nodes_count', title: t('unitTypes.columns.nodes'), textAlign: 'center', render: (unitType) => count(unitType.nodes_count) },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('shared.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 120,
          render: (unitType) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('unitTypes.checklist')}>
                <ActionIcon variant={unitType.id === selectedId ? 'filled' : 'subtle'} aria-label={t('unitTypes.checklistOf', { name: unitType.name })} onClick={() => onSelect(unitType)}>
                  <IconListTree size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('shared.edit')}>
                <ActionIcon variant="subtle" aria-label={t('shared.editNamed', { name: unitType.name })} onClick={() => onEdit(unitType)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('shared.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('shared.deleteNamed', { name: unitType.name })} onClick={() => onDelete(unitType)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
