import { Grid, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
// eslint-disable-next-line no-restricted-imports -- the quality module's entry point: its attributes screen lives there
import { QualityAttributesPage } from '@/modules/quality';
// eslint-disable-next-line no-restricted-imports -- the concrete module's entry point: its configuration screens live there
import { ConcreteCompaniesPage, ConcreteConfigPage, ConcreteLotsPage } from '@/modules/concrete';
import { ConfigNav } from '../components/config-nav';
import { SectionGate } from '../components/section-gate';
import { AccountPage } from './account-page';
import { integrationsConnectorsRoutes } from './integrations-connectors-routes';
import { SectionPage } from './section-page';

// Each section with its own screens is a chunk of its own, loaded on first visit.
const PositionsPage = lazyPage(() => import('./positions-page'));
const ProfilesPage = lazyPage(() => import('./profiles-page'));
const UsersPage = lazyPage(() => import('./users-page'));
const UserImportPage = lazyPage(() => import('./user-import-page'));
const UserImportsPage = lazyPage(() => import('./user-imports-page'));
const WorkersPage = lazyPage(() => import('./workers-page'));
const CoursesPage = lazyPage(() => import('./courses-page'));
const NotificationsPage = lazyPage(() => import('./notifications-page'));
const CmanagementFieldsPage = lazyPage(() => import('./cmanagement-custom-fields-page'));
const CmanagementTasksPage = lazyPage(() => import('./cmanagement-tasks-page'));
const CmanagementCategoriesPage = lazyPage(() => import('./cmanagement-categories-page'));
const ProjectModelsPage = lazyPage(() => import('./project-models-page'));
const ReceptionSettingsPage = lazyPage(() => import('./reception-settings-page'));
const IntegrationsBimPage = lazyPage(() => import('./integrations-bim-page'));
const IntegrationsWebhooksRoutes = lazyPage(() => import('./integrations-webhooks-routes'));
const IntegrationsIndexPage = lazyPage(() => import('./integrations-index-page'));
const IntegrationsApiV1Page = lazyPage(() => import('./integrations-api-v1-page'));
const IntegrationsApiV2IntroPage = lazyPage(() => import('./integrations-api-v2-intro-page'));
const IntegrationsApiV2ReferencePage = lazyPage(() => import('./integrations-api-v2-reference-page'));
const PropietariosGlobalPage = lazyPage(() => import('./propietarios-global-page'));
const PropietariosGeneralPage = lazyPage(() => import('./propietarios-general-page'));
const PropietariosLogoPage = lazyPage(() => import('./propietarios-logo-page'));
const PropietariosPlansPage = lazyPage(() => import('./propietarios-plans-page'));
const PropietariosIframePage = lazyPage(() => import('./propietarios-iframe-page'));

/** /config: section navigation on the side, the chosen section on the right. */
export default function ConfigModule() {
  const { t } = useTranslation('config');
  return (
    <>
      <Title order={2} mb="lg">
        {t('title')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Paper withBorder radius="md" p="xs">
            <ConfigNav />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Routes>
            <Route path="cuenta" element={<AccountPage />} />
            <Route path="notificaciones/*" element={<SectionGate path="notificaciones"><NotificationsPage /></SectionGate>} />
            <Route
              path="cargos"
              element={
                <SectionGate path="cargos">
                  <PositionsPage />
                </SectionGate>
              }
            />
            <Route
              path="permisos"
              element={
                <SectionGate path="permisos">
                  <ProfilesPage />
                </SectionGate>
              }
            />
            <Route
              path="usuarios"
              element={
                <SectionGate path="usuarios">
                  <UsersPage />
                </SectionGate>
              }
            />
            <Route path="usuarios/importar" element={<SectionGate path="usuarios"><UserImportPage /></SectionGate>} />
            <Route path="usuarios/importaciones" element={<SectionGate path="usuarios"><UserImportsPage /></SectionGate>} />
            <Route path="trabajadores" element={<SectionGate path="trabajadores"><WorkersPage /></SectionGate>} />
            <Route path="cursos" element={<SectionGate path="cursos"><CoursesPage /></SectionGate>} />
            <Route path="cmanagement/custom-fields" element={<SectionGate path="cmanagement"><CmanagementFieldsPage /></SectionGate>} />
            <Route path="cmanagement/tasks" element={<SectionGate path="cmanagement"><CmanagementTasksPage /></SectionGate>} />
            <Route path="cmanagement/categories" element={<SectionGate path="cmanagement"><CmanagementCategoriesPage /></SectionGate>} />
            <Route path="calidad/attributes" element={<SectionGate path="calidad"><QualityAttributesPage /></SectionGate>} />
            <Route path="hormigon/concreto" element={<SectionGate path="hormigon"><ConcreteConfigPage /></SectionGate>} />
            <Route path="hormigon/empresas-y-tipos" element={<SectionGate path="hormigon"><ConcreteCompaniesPage /></SectionGate>} />
            <Route path="hormigon/lotes" element={<SectionGate path="hormigon"><ConcreteLotsPage /></SectionGate>} />
            <Route path="projects/models" element={<SectionGate path="projects/models"><ProjectModelsPage /></SectionGate>} />
            <Route path="recepciones" element={<SectionGate path="recepciones"><ReceptionSettingsPage /></SectionGate>} />
            <Route path="integraciones" element={<Navigate to="index" replace />} />
            <Route path="integraciones/index" element={<SectionGate path="integraciones"><IntegrationsIndexPage /></SectionGate>} />
            <Route path="integraciones/api" element={<SectionGate path="integraciones"><IntegrationsApiV1Page /></SectionGate>} />
            <Route path="integraciones/apiV2" element={<Navigate to="introduction" replace />} />
            <Route path="integraciones/apiV2/introduction" element={<SectionGate path="integraciones"><IntegrationsApiV2IntroPage /></SectionGate>} />
            <Route path="integraciones/apiV2/:group/:subgroup" element={<SectionGate path="integraciones"><IntegrationsApiV2ReferencePage /></SectionGate>} />
            <Route path="integraciones/bim" element={<SectionGate path="integraciones"><IntegrationsBimPage /></SectionGate>} />
            {integrationsConnectorsRoutes}
            <Route path="integraciones/webhooks/*" element={<SectionGate path="integraciones"><IntegrationsWebhooksRoutes /></SectionGate>} />
            <Route path="propietarios/global" element={<SectionGate path="propietarios"><PropietariosGlobalPage /></SectionGate>} />
            <Route path="propietarios/general" element={<SectionGate path="propietarios"><PropietariosGeneralPage /></SectionGate>} />
            <Route path="propietarios/logo" element={<SectionGate path="propietarios"><PropietariosLogoPage /></SectionGate>} />
            <Route path="propietarios/planos" element={<SectionGate path="propietarios"><PropietariosPlansPage /></SectionGate>} />
            <Route path="propietarios/iframe" element={<SectionGate path="propietarios"><PropietariosIframePage /></SectionGate>} />
            <Route path="*" element={<SectionPage />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </>
  );
}
