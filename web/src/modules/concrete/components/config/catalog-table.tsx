import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '../../api/keys';
import type { CatalogItem } from '../../api/types';
import { KINDS } from './kinds';
import { formatTenths } from './numbers';

interface CatalogTableProps {
  kind: CatalogKind;
  items: CatalogItem[];
  /** Without the edit permission there are no row actions. */
  onEdit?: (item: CatalogItem) => void;
  onDelete?: (item: CatalogItem) => void;
}

/** A catalogue's items, by name: the kind's own columns, how many records use each, edit and delete. */
export function CatalogTable({ kind, items, onEdit, onDelete }: CatalogTableProps) {
  const { t, i18n } = useTranslation('concrete-config');
  const spec = KINDS[kind];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table highlightOnHover verticalSpacing="xs" data-testid={`concrete-${kind}-table`}>
        {/* Headings stay on one line; the names take what is left. */}
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{t('catalog.name')}</Table.Th>
            {spec.strength && <Table.Th ta="right">{t('catalog.types.strengthColumn')}</Table.Th>}
            {spec.ifcClass && <Table.Th>{t('catalog.elements.ifcClass')}</Table.Th>}
            {spec.flag && <Table.Th>{t(`catalog.${kind}.flag`)}</Table.Th>}
            <Table.Th ta="right">{t('catalog.inUse')}</Table.Th>
            {onEdit && (
              <Table.Th w={88}>
                <VisuallyHidden>{t('catalog.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`concrete-${kind}-row`}>
              <Table.Td style={{ wordBreak: 'break-word' }}>{item.name}</Table.Td>
              {spec.strength && <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{item.strength_mpa == null ? '—' : `${formatTenths(item.strength_mpa, i18n.language)} MPa`}</Table.Td>}
              {spec.ifcClass && <Table.Td c={item.ifc_class ? undefined : 'dimmed'}>{item.ifc_class ?? '—'}</Table.Td>}
              {spec.flag && (
                <Table.Td>
                  {item.flag ? (
                    <Badge variant="light" color="teal" tt="none">
                      {t('catalog.yes')}
                    </Badge>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t('catalog.no')}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td ta="right">{item.in_use}</Table.Td>
              {onEdit && onDelete && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('catalog.edit')}>
                      <ActionIcon variant="subtle" aria-label={t('catalog.editNamed', { name: item.name })} onClick={() => onEdit(item)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('catalog.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('catalog.deleteNamed', { name: item.name })} onClick={() => onDelete(item)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
