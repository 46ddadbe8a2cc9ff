import { Accordion, Badge, Center, CloseButton, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBimElement } from '../../api/get-element';
import type { BimElementDetail, BimPropertySet } from '../../api/types';

export interface PropertiesPanelProps {
  modelId: string;
  globalId: string;
  onClose: () => void;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() || '—'}
      </Text>
    </div>
  );
}

function PropertySetTable({ set }: { set: BimPropertySet }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="xs">
      <Table.Tbody>
        {set.properties.map((property, index) => (
          <Table.Tr key={`${property.name}-${index}`}>
            <Table.Td c="dimmed" w="45%" style={{ overflowWrap: 'anywhere' }}>
              {property.name}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{property.value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ElementDetail({ element }: { element: BimElementDetail }) {
  const { t } = useTranslation('bim');
  const sets = element.property_sets;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{element.class}</Badge>
      </Group>
      <Field label={t('properties.name')} value={element.name} />
      <Field label={t('properties.type')} value={element.type_name} />
      <Field label={t('properties.storey')} value={element.storey_name} />
      <Field label={t('properties.globalId')} value={element.global_id} />
      {sets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('properties.none')}
        </Text>
      ) : (
        <Accordion multiple defaultValue={sets.slice(0, 1).map((_, index) => String(index))} variant="contained" chevronPosition="left">
          {sets.map((set, index) => (
            <Accordion.Item key={`${set.name}-${index}`} value={String(index)}>
              <Accordion.Control>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate>
                    {set.name}
                  </Text>
                  {set.kind === 'quantities' && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('properties.quantities')}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <PropertySetTable set={set} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

/** The right panel: the selected element's class, name, type, storey and property sets as collapsible groups. */
export function PropertiesPanel({ modelId, globalId, onClose }: PropertiesPanelProps) {
  const { t } = useTranslation('bim');
  const element = useBimElement(modelId, globalId);
  return (
    <Stack gap="xs" h="100%" p="xs" component="aside" aria-label={t('properties.label')} data-testid="bim-properties">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4} lineClamp={2}>
          {element.data?.name?.trim() || element.data?.class || t('properties.label')}
        </Title>
        <CloseButton aria-label={t('properties.close')} onClick={onClose} />
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto" scrollbars="y" offsetScrollbars>
        {element.isPending && (
          <Center p="md">
            <Loader type="oval" size="sm" color="gray" aria-label={t('properties.loading')} />
          </Center>
        )}
        {element.isError && (
          <Text size="sm" c="red" role="alert">
            {t('properties.failed')}
          </Text>
        )}
        {element.data && <ElementDetail element={element.data} />}
      </ScrollArea>
    </Stack>
  );
}
