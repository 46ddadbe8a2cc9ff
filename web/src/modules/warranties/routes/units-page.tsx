import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { UNITS_PAGE_SIZE, useUnits } from '../api/get-units';
import { useUnitTypes } from '../api/get-unit-types';
import { useUnitsSummary } from '../api/get-units-summary';
import { ImportUnitsModal } from '../components/list/import-units-modal';
import { StatusChips } from '../components/list/status-chips';
import { UnitFormDrawer } from '../components/list/unit-form-drawer';
import { UnitsEmpty } from '../components/list/units-empty';
import { UnitsFilters } from '../components/list/units-filters';
import { UnitsTable } from '../components/list/units-table';
import { hasFilters, useUnitsParams } from '../components/list/use-units-params';
import { LoadError } from '../components/shared/load-error';
import { responsibleOf, useResponsibleOptions } from '../components/shared/use-people';
import { useUnitRights } from '../components/shared/use-rights';

/**
 * `/warranties/fichas`: the active project's units with their status counts, filtered, sorted and paged on the
 * server (every choice in the URL); "Nueva unidad" in a drawer and "Importar unidades" from an .xlsx. A row opens
 * the unit's ficha.
 */
export function UnitsPage() {
  useHelpKey('warranties-units.list');
  const { t } = useTranslation('warranties-units');
  const navigate = useNavigate();
  const { canEdit } = useUnitRights();
  const list = useUnitsParams();
  const [search] = useDebouncedValue(list.query.search, 300);
  const units = useUnits({ ...list.query, search });
  const summary = useUnitsSummary();
  const unitTypes = useUnitTypes().data ?? [];
  const people = useResponsibleOptions((units.data?.data ?? []).map(responsibleOf));
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const onCreate = canEdit ? () => setCreating(true) : undefined;
  const onImport = canEdit ? () => setImporting(true) : undefined;

  return (
    <Stack gap="md" data-testid="units-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          canEdit && (
            <>
              <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={onImport}>
                {t('import.open')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
                {t('create.open')}
              </Button>
            </>
          )
        }
      />
      <StatusChips summary={summary.data} selected={list.query.status} onChange={(status) => list.setFilters({ status })} />
      <UnitsFilters filters={list.query} onChange={list.setFilters} onClear={list.clearFilters} unitTypes={unitTypes} people={people} />
      {units.isLoading ? (
        <PageLoader />
      ) : units.isError ? (
        <LoadError message={units.error.message} onRetry={() => void units.refetch()} />
      ) : (
        <UnitsTable
          units={units.data?.data ?? []}
          fetching={units.isFetching}
          page={list.query.page}
          pageSize={UNITS_PAGE_SIZE}
          total={units.data?.total ?? 0}
          onPageChange={list.setPage}
          sortBy={list.query.sortBy}
          descending={list.query.descending}
          onSortChange={list.setSort}
          onOpen={(unit) => void navigate(`/warranties/ficha/${encodeURIComponent(unit.id)}/propietarios`)}
          empty={<UnitsEmpty filtered={hasFilters(list.query)} onClearFilters={list.clearFilters} onCreate={onCreate} onImport={onImport} />}
        />
      )}
      <UnitFormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        unit={null}
        unitTypes={unitTypes}
        people={people}
        onSaved={(unit) => void navigate(`/warranties/ficha/${encodeURIComponent(unit.id)}/propietarios`)}
      />
      <ImportUnitsModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
