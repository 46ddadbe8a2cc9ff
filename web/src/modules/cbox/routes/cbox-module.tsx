import { IconCube, IconFolders } from '@tabler/icons-react';
import { Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { UploadPanel } from '../components/upload/upload-panel';
import { UploadProvider } from '../upload/upload-context';
import { BimPage } from './bim-page';
import CboxLandingPage from './landing-page';
import { LibraryPage } from './library-page';

const TABS = [
  { value: 'folders', icon: IconFolders },
  { value: 'bim', icon: IconCube },
] as const satisfies readonly ModuleTab[];


/**
 * Cbox: the document library (`folders/…`) and the BIM models (`bim/…`), with the upload panel shared by all of
 * its screens; `activation` and `landing` show what the module offers. A plan without Cbox always sees the landing.
 */
export default function CboxModule(props: ModulePageProps) {
  if (props.access === 'plan') return <CboxLandingPage {...props} />;
  return (
    <Routes>
      <Route path="activation" element={<CboxLandingPage {...props} />} />
      <Route path="landing" element={<CboxLandingPage {...props} />} />
      <Route
        path="*"
        element={
          <UploadProvider>
            <ModuleTabs base="/cbox" namespace="cbox" tabs={TABS} />
            <Routes>
              <Route path="folders/:folderId?/:fileId?" element={<LibraryPage />} />
              <Route path="bim/:modelId?" element={<BimPage />} />
            </Routes>
            <UploadPanel />
          </UploadProvider>
        }
      />
    </Routes>
  );
}
