import { Anchor, Button, Stack } from '@mantine/core';
import {
  IconActivity,
  IconCertificate,
  IconChecklist,
  IconFiles,
  IconGauge,
  IconKey,
  IconMessageReport,
  IconSignature,
  IconUsers,
  IconArrowLeft,
  IconHomeOff,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { lazyPage } from '@/lib/lazy-page';
import { useUnit } from '../api/get-unit';
import { useUnitTypes } from '../api/get-unit-types';
import type { UnitOut } from '../api/types';
import { UnitFormDrawer } from '../components/list/unit-form-drawer';
import { responsibleOf, useResponsibleOptions } from '../components/shared/use-people';
import { useUnitRights } from '../components/shared/use-rights';
import { UnitActionsMenu } from '../components/unit/unit-actions-menu';
import { UnitHeader } from '../components/unit/unit-header';
import { AccessoriesTab, ActivityTab, DetailsTab, FilesTab, OwnersTab, ReceptionTab, RequestsTab, RevisionTab, type UnitTabProps } from './unit-tabs';

// The act tab carries the PDF preview and signature_pad: a chunk of its own.
const ActTab = lazyPage<UnitTabProps>(() => import('./act-tab'));

const TABS = [
  { value: 'propietarios', icon: IconUsers },
  { value: 'revision', icon: IconChecklist },
  { value: 'detalles', icon: IconGauge },
  { value: 'accesorios', icon: IconKey },
  { value: 'archivos', icon: IconFiles },
  { value: 'vista-previa-acta', icon: IconSignature },
  { value: 'recepcion', icon: IconCertificate },
  { value: 'solicitudes', icon: IconMessageReport },
  { value: 'actividad', icon: IconActivity },
] as const satisfies readonly ModuleTab[];

function UnitDetail({ unit }: { unit: UnitOut }) {
  const { canEdit } = useUnitRights();
  const [editing, setEditing] = useState(false);
  const people = useResponsibleOptions([responsibleOf(unit)]);
  const unitTypes = useUnitTypes().data ?? [];
  const props: UnitTabProps = { unit, readOnly: !canEdit };
  return (
    <Stack gap="md" data-testid="unit-page">
      <UnitHeader unit={unit} actions={canEdit && <UnitActionsMenu unit={unit} people={people} onEdit={() => setEditing(true)} />} />
      <ModuleTabs base={`/warranties/ficha/${encodeURIComponent(unit.id)}`} namespace="warranties-unit" tabs={TABS} />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to="propietarios" replace />} />
          <Route path="propietarios" element={<OwnersTab {...props} />} />
          <Route path="revision" element={<RevisionTab {...props} />} />
          <Route path="detalles" element={<DetailsTab {...props} />} />
          <Route path="accesorios" element={<AccessoriesTab {...props} />} />
          <Route path="archivos" element={<FilesTab {...props} />} />
          <Route path="vista-previa-acta" element={<ActTab {...props} />} />
          <Route path="recepcion" element={<ReceptionTab {...props} />} />
          <Route path="solicitudes" element={<RequestsTab {...props} />} />
          <Route path="actividad" element={<ActivityTab {...props} />} />
        </Routes>
      </Suspense>
      <UnitFormDrawer opened={editing} onClose={() => setEditing(false)} unit={unit} unitTypes={unitTypes} people={people} />
    </Stack>
  );
}

/** `/warranties/ficha/:unitId/*`: one unit's ficha — its header and actions, then one tab per sub-screen. */
export function UnitPage() {
  useHelpKey('warranties-unit.ficha');
  const { t } = useTranslation('warranties-unit');
  const unitId = useParams().unitId ?? '';
  const unit = useUnit(unitId);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/warranties/fichas" size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('header.back')}
      </Anchor>
      {unit.isLoading ? (
        <PageLoader />
      ) : unit.isError ? (
        <StatusPage
          icon={<IconHomeOff size={36} />}
          title={unit.error.message}
          description={t('header.loadError')}
          actions={
            <Button component={Link} to="/warranties/fichas">
              {t('header.back')}
            </Button>
          }
          testId="unit-error"
        />
      ) : unit.data ? (
        <UnitDetail unit={unit.data} />
      ) : null}
    </Stack>
  );
}
