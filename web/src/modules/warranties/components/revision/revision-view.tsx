import { Accordion, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RevisionArea, RevisionOut, SeverityOut } from '../../api/types';
import { RevisionRow } from './revision-row';
import { RevisionSummary } from './revision-summary';

interface RevisionViewProps {
  unitId: string;
  revision: RevisionOut;
  severities: SeverityOut[];
  readOnly: boolean;
}

const itemsOf = (area: RevisionArea) => area.places.flatMap((place) => place.items);

/** The checklist walked area by area (one panel each), place by place, with the counts on top. */
export function RevisionView({ unitId, revision, severities, readOnly }: RevisionViewProps) {
  const { t } = useTranslation('warranties-unit');
  return (
    <Stack gap="md" data-testid="revision-view">
      <RevisionSummary summary={revision.summary} />
      <Accordion multiple defaultValue={revision.areas.map((area) => area.id)} variant="separated" radius="md">
        {revision.areas.map((area) => {
          const items = itemsOf(area);
          const pending = items.filter((item) => item.revision === null).length;
          const failures = items.filter((item) => item.revision?.status === 'failure').length;
          return (
            <Accordion.Item key={area.id} value={area.id} data-testid="revision-area">
              <Accordion.Control>
                <Group gap="sm">
                  <Text fw={600}>{area.name}</Text>
                  <Badge variant="light" color={pending > 0 ? 'violet' : 'cyan'} tt="none">
                    {t('revision.areaPending', { count: pending })}
                  </Badge>
                  {failures > 0 && (
                    <Badge variant="light" color="red" tt="none">
                      {t('revision.count.failure', { count: failures })}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  {area.places.map((place) => (
                    <Stack key={place.id} gap={0} data-testid="revision-place">
                      <Title order={5} c="dimmed">
                        {place.name}
                      </Title>
                      {place.items.map((item, index) => (
                        <div key={item.id}>
                          {index > 0 && <Divider />}
                          <RevisionRow unitId={unitId} item={item} severities={severities} readOnly={readOnly} />
                        </div>
                      ))}
                    </Stack>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
