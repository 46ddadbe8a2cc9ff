import { Anchor, List, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBimElementsByGlobalId } from '@/modules/bim';
import { modelUrl } from '../bim/use-element-param';

interface PinElementListProps {
  modelId: string;
  globalIds: readonly string[];
}

/**
 * The elements of a pin of several (a non-conforming concrete lot's), each by its name and IFC class from the model's
 * index, with its GlobalId beneath, and each opening the model at it. An element gone from the model, or a model the
 * reader cannot look into, leaves the GlobalId alone.
 */
export function PinElementList({ modelId, globalIds }: PinElementListProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const elements = useBimElementsByGlobalId(modelId, globalIds);
  return (
    <ScrollArea.Autosize mah={200} type="auto">
      <List size="xs" spacing={4} aria-label={t('pin.elements')} data-testid="ticket-bim-elements">
        {globalIds.map((globalId) => {
          const element = elements.data?.get(globalId);
          return (
            <List.Item key={globalId}>
              <Anchor component={Link} to={modelUrl(modelId, globalId)} size="xs">
                {!element ? globalId : element.name ? t('pin.listed', { name: element.name, class: element.class }) : element.class}
              </Anchor>
              {element && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {globalId}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </ScrollArea.Autosize>
  );
}
