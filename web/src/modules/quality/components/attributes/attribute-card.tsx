import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Attribute, AttributeValue } from '../../api/types';

export type ValueAction = 'rename' | 'deprecate' | 'restore' | 'delete';

interface AttributeCardProps {
  attribute: Attribute;
  onRename: () => void;
  onDelete: () => void;
  onAddValue: () => void;
  onValue: (action: ValueAction, value: AttributeValue) => void;
}

function ValueRow({ value, onValue }: { value: AttributeValue; onValue: AttributeCardProps['onValue'] }) {
  const { t } = useTranslation('quality');
  return (
    <Table.Tr data-testid="value-row" data-deprecated={value.deprecated || undefined}>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c={value.deprecated ? 'dimmed' : undefined} td={value.deprecated ? 'line-through' : undefined}>
            {value.name}
          </Text>
          {value.deprecated && (
            <Tooltip label={t('attributes.deprecatedHint')} multiline maw={280}>
              <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0 }}>
                {t('attributes.deprecated')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('attributes.used', { count: value.activities })}
        </Text>
      </Table.Td>
      <Table.Td w={56} ta="right">
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('attributes.valueMenu', { name: value.name })} data-testid="value-actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onValue('rename', value)}>
              {t('attributes.renameValue')}
            </Menu.Item>
            {value.deprecated ? (
              <Menu.Item leftSection={<IconArchiveOff size={16} />} onClick={() => onValue('restore', value)}>
                {t('attributes.restore')}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => onValue('deprecate', value)}>
                {t('attributes.deprecate')}
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onValue('delete', value)}>
              {t('attributes.deleteValue')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

/** One attribute with its values: rename or delete it; add, rename, deprecate, restore or delete its values. */
export function AttributeCard({ attribute, onRename, onDelete, onAddValue, onValue }: AttributeCardProps) {
  const { t } = useTranslation('quality');
  return (
    <Paper withBorder radius="md" p="md" data-testid="attribute-card" data-name={attribute.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              {attribute.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t('attributes.valuesCount', { count: attribute.values.length })}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('attributes.rename')}>
              <ActionIcon variant="subtle" color="gray" onClick={onRename} aria-label={t('attributes.renameNamed', { name: attribute.name })}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('attributes.delete')}>
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('attributes.deleteNamed', { name: attribute.name })}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {attribute.values.length > 0 ? (
          <Table verticalSpacing={6} data-testid="values-table">
            <Table.Tbody>
              {attribute.values.map((value) => (
                <ValueRow key={value.id} value={value} onValue={onValue} />
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('attributes.noValues')}
          </Text>
        )}
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={onAddValue} w="fit-content" aria-label={t('attributes.addValueTo', { name: attribute.name })}>
          {t('attributes.addValue')}
        </Button>
      </Stack>
    </Paper>
  );
}
