import { Tabs } from '@mantine/core';
import { IconBuildingSkyscraper, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ProjectsPage } from './projects-page';
import { TasksPage } from './tasks-page';

const TABS = [
  { value: 'proyectos', icon: IconBuildingSkyscraper },
  { value: 'tareas', icon: IconListCheck },
] as const;

/** Home: projects (default) and My tasks, as tabs over the module's two sub-routes. */
export default function HomeModule() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'proyectos';

  return (
    <>
      <Tabs value={current} onChange={(value) => value && void navigate(`/home/${value}`)} mb="lg">
        <Tabs.List>
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`home-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route path="proyectos" element={<ProjectsPage />} />
        <Route path="tareas" element={<TasksPage />} />
      </Routes>
    </>
  );
}
