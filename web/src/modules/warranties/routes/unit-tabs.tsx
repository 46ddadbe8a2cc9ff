import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useDetails } from '../api/get-details';
import { useOwners } from '../api/get-owners';
import { useRevision } from '../api/get-revision';
import { useSeverities } from '../api/get-severities';
import type { UnitOut } from '../api/types';
import { UnitActivity } from '../components/activity/unit-activity';
import { AccessoriesForm } from '../components/details/accessories-form';
import { MetersForm } from '../components/details/meters-form';
import { FilesSection } from '../components/files/files-section';
import { OwnersForm } from '../components/owners/owners-form';
import { ReceptionSummary } from '../components/reception/reception-summary';
import { WorkReceptions } from '../components/reception/work-receptions';
import { UnitRequests } from '../components/requests/unit-requests';
import { RevisionView } from '../components/revision/revision-view';
import { LoadError } from '../components/shared/load-error';

/** What every tab of a ficha receives: the unit, and whether the user may change it. */
export interface UnitTabProps {
  unit: UnitOut;
  readOnly: boolean;
}

/** propietarios: the owners and receivers, saved as a whole list. */
export function OwnersTab({ unit, readOnly }: UnitTabProps) {
  const owners = useOwners(unit.id);
  if (owners.isError) return <LoadError onRetry={() => void owners.refetch()} />;
  if (!owners.data) return <PageLoader />;
  // Keyed by the load: after a save, or a clean reset, the form starts again from what the server has.
  return <OwnersForm key={owners.dataUpdatedAt} unitId={unit.id} owners={owners.data} readOnly={readOnly} />;
}

/** revision: the unit type's checklist, item by item. */
export function RevisionTab({ unit, readOnly }: UnitTabProps) {
  const { t } = useTranslation('warranties-unit');
  const revision = useRevision(unit.id);
  const severities = useSeverities();
  if (revision.isError) return <LoadError message={revision.error.message} onRetry={() => void revision.refetch()} />;
  if (!revision.data) return <PageLoader />;
  if (revision.data.areas.length === 0) {
    return (
      <Text c="dimmed" data-testid="revision-empty">
        {unit.unit_type_id ? t('revision.emptyChecklist', { type: unit.unit_type_name ?? '' }) : t('revision.noUnitType')}
      </Text>
    );
  }
  return <RevisionView unitId={unit.id} revision={revision.data} severities={severities.data ?? []} readOnly={readOnly} />;
}

function useLoadedDetails(unitId: string) {
  const details = useDetails(unitId);
  const fallback = details.isError ? <LoadError onRetry={() => void details.refetch()} /> : !details.data ? <PageLoader /> : null;
  return { details: details.data, fallback, updatedAt: details.dataUpdatedAt };
}

/** detalles: the five meters. */
export function DetailsTab({ unit, readOnly }: UnitTabProps) {
  const { details, fallback, updatedAt } = useLoadedDetails(unit.id);
  if (fallback || !details) return fallback;
  return <MetersForm key={updatedAt} unitId={unit.id} details={details} readOnly={readOnly} />;
}

/** accesorios: what is handed over with the unit. */
export function AccessoriesTab({ unit, readOnly }: UnitTabProps) {
  const { details, fallback, updatedAt } = useLoadedDetails(unit.id);
  if (fallback || !details) return fallback;
  return <AccessoriesForm key={updatedAt} unitId={unit.id} details={details} readOnly={readOnly} />;
}

/** archivos: certificates and general files. */
export function FilesTab({ unit, readOnly }: UnitTabProps) {
  return (
    <Stack gap="lg">
      <FilesSection unitId={unit.id} kind="certificate" readOnly={readOnly} />
      <FilesSection unitId={unit.id} kind="general" readOnly={readOnly} />
    </Stack>
  );
}

/** recepcion: the delivery at a glance, and the receptions of the work done in the unit. */
export function ReceptionTab({ unit }: UnitTabProps) {
  return (
    <Stack gap="lg">
      <ReceptionSummary unit={unit} />
      <WorkReceptions unitId={unit.id} />
    </Stack>
  );
}

/** solicitudes: the unit's after-sales requests. */
export function RequestsTab({ unit }: UnitTabProps) {
  return <UnitRequests unitId={unit.id} />;
}

/** actividad: what happened to the unit. */
export function ActivityTab({ unit }: UnitTabProps) {
  return <UnitActivity unitId={unit.id} />;
}
