import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConcreteRights } from '../placements/use-concrete-rights';
import { ImportCard } from './import-card';

/**
 * "Importar desde planilla": placements and laboratory results from a spreadsheet, side by side (stacked on a narrow
 * screen). Only for who may register placements and samples; the server checks again.
 */
export function ImportSection() {
  const { t } = useTranslation('concrete-uploader');
  const { projectId, canEdit } = useConcreteRights();
  if (!canEdit || projectId === '') return null;
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="concrete-import-title" data-testid="concrete-import">
      <Title order={3} size="h4" id="concrete-import-title">
        {t('import.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      {/* By the section's own width, not the window's: the sidebar takes its share of a laptop screen. */}
      {/* A card grows with its check's errors; the other keeps its own height. */}
      <SimpleGrid type="container" cols={{ base: 1, '900px': 2 }} spacing="md" verticalSpacing="md" style={{ alignItems: 'start' }}>
        <ImportCard kind="placements" projectId={projectId} />
        <ImportCard kind="samples" projectId={projectId} />
      </SimpleGrid>
    </Stack>
  );
}
