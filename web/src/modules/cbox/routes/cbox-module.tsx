import { Tabs } from '@mantine/core';
import { IconCube, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { UploadPanel } from '../components/upload/upload-panel';
import { UploadProvider } from '../upload/upload-context';
import { BimPage } from './bim-page';
import CboxLandingPage from './landing-page';
import { LibraryPage } from './library-page';

const TABS = [
  { value: 'folders', icon: IconFolders },
  { value: 'bim', icon: IconCube },
] as const;

function CboxTabs() {
  const { t } = useTranslation('cbox');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.includes(`/cbox/${tab.value}`))?.value ?? 'folders';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`/cbox/${value}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        {TABS.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

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
            <CboxTabs />
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
