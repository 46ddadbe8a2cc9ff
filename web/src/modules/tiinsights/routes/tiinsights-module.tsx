import { IconDatabaseExport, IconFileText, IconHelp, IconInfoCircle, IconServer2, IconTerminal2 } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import TiinsightsLandingPage from './landing-page';

const EditorPage = lazyPage(() => import('./editor-page'));
const LogsPage = lazyPage(() => import('./logs-page'));
const ResourcesPage = lazyPage(() => import('./resources-page'));
const DbdumpPage = lazyPage(() => import('./dbdump-page'));
const HelpPanelPage = lazyPage(() => import('./help-panel-page'));

/** SPEC §2's `{product}Resources`, for this product. */
export const RESOURCES_SEGMENT = 'obraResources';

const TABS: readonly ModuleTab[] = [
  { value: 'editor', icon: IconTerminal2 },
  { value: 'logs', icon: IconFileText },
  { value: RESOURCES_SEGMENT, icon: IconServer2 },
  { value: 'dbdump', icon: IconDatabaseExport },
  { value: 'helpPanel', icon: IconHelp },
  { value: 'landing', icon: IconInfoCircle },
];

function Tabbed({ children }: { children: ReactNode }) {
  return (
    <>
      <ModuleTabs base="/tiinsights" namespace="tiinsights" tabs={TABS} />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

/**
 * Technical insights (SPEC §2 `/tiinsights`), for the provider's staff: the read-only SQL editor (`editor`), the
 * server's log (`logs`), the platform's resources (`{product}Resources/:menu`), database dumps (`dbdump`) and the
 * module's help texts (`helpPanel`); `landing` says what the module is. Everyone else never gets here: the route
 * table's `ryr` key is the provider's alone, and the server answers 404 to anyone else.
 */
export default function TiinsightsModule(props: ModulePageProps) {
  if (props.access === 'plan') return <TiinsightsLandingPage {...props} />;
  return (
    <Routes>
      <Route index element={<Navigate to="landing" replace />} />
      <Route path="landing" element={<Tabbed><TiinsightsLandingPage {...props} /></Tabbed>} />
      <Route path="editor" element={<Tabbed><EditorPage /></Tabbed>} />
      <Route path="logs" element={<Tabbed><LogsPage /></Tabbed>} />
      <Route path="dbdump" element={<Tabbed><DbdumpPage /></Tabbed>} />
      <Route path="helpPanel" element={<Tabbed><HelpPanelPage /></Tabbed>} />
      {/* Any `<product>Resources` the route table lets through (SPEC §2 `{product}Resources`), with or without its menu. */}
      <Route path=":resources/:menu?" element={<Tabbed><ResourcesPage /></Tabbed>} />
    </Routes>
  );
}
