import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useProjectData } from '../api/propietarios/get-project-data';
import { useSeverities } from '../api/propietarios/get-severities';
import { useUnitTypes } from '../api/propietarios/get-unit-types';
import type { UnitType } from '../api/propietarios/types';
import { ChecklistEditor } from '../components/propietarios/checklist-editor';
import { LoadError } from '../components/propietarios/load-error';
import { ProjectDataCard } from '../components/propietarios/project-data-card';
import { SeveritiesCard } from '../components/propietarios/severities-card';
import { UnitTypeModal } from '../components/propietarios/unit-type-modal';
import { UnitTypesTable } from '../components/propietarios/unit-types-table';
import { useUnitTypeRemoval } from '../components/propietarios/use-unit-type-removal';
import { SectionHeader } from '../components/section-header';

/**
 * /config/propietarios/global: the active project's data for the act, its severity catalogue and its unit types,
 * with the checklist of the chosen one (`?tipo=<id>`) to edit as a tree or through an .xlsx.
 */
export default function PropietariosGlobalPage() {
  useHelpKey('config-propietarios.global');
  const { t } = useTranslation(['config-propietarios', 'config']);
  const project = useProjectData();
  const severities = useSeverities();
  const unitTypes = useUnitTypes();
  const [params, setParams] = useSearchParams();
  const selected = params.get('tipo');
  const select = (id: string | null) => setParams(id ? { tipo: id } : {}, { replace: true });
  const [dialog, setDialog] = useState<{ opened: boolean; unitType: UnitType | null }>({ opened: false, unitType: null });
  const confirmDelete = useUnitTypeRemoval((removed) => {
    if (removed.id === selected) select(null);
  });
  const failed = project.isError || severities.isError || unitTypes.isError;
  const retry = () => void Promise.all([project.refetch(), severities.refetch(), unitTypes.refetch()]);

  return (
    <Stack gap="lg" data-testid="propietarios-global-page">
      <SectionHeader title={t('config:sections.propietarios.children.global')} description={t('global.intro')} />
      {failed ? (
        <LoadError onRetry={retry} />
      ) : !project.data || !severities.data || !unitTypes.data ? (
        <PageLoader />
      ) : (
        <>
          <ProjectDataCard key={project.data.version} data={project.data} />
          <SeveritiesCard severities={severities.data} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={4}>{t('unitTypes.title')}</Title>
                  <Text size="sm" c="dimmed">
                    {t('unitTypes.intro')}
                  </Text>
                </div>
                <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, unitType: null })} data-testid="new-unit-type">
                  {t('unitTypes.new')}
                </Button>
              </Group>
              <UnitTypesTable
                unitTypes={unitTypes.data}
                fetching={unitTypes.isFetching}
                selectedId={selected}
                onSelect={(unitType) => select(unitType.id)}
                onEdit={(unitType) => setDialog({ opened: true, unitType })}
                onDelete={confirmDelete}
              />
            </Stack>
          </Card>
          {selected && unitTypes.data.some((unitType) => unitType.id === selected) && <ChecklistEditor unitTypeId={selected} severities={severities.data} />}
        </>
      )}
      <UnitTypeModal
        opened={dialog.opened}
        unitType={dialog.unitType}
        onClose={() => setDialog((state) => ({ ...state, opened: false }))}
        onSaved={(saved) => select(saved.id)}
      />
    </Stack>
  );
}
