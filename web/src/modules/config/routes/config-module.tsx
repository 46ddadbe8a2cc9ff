import { Grid, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { ConfigNav } from '../components/config-nav';
import { SectionGate } from '../components/section-gate';
import { AccountPage } from './account-page';
import { SectionPage } from './section-page';

// Each section with its own screens is a chunk of its own, loaded on first visit.
const PositionsPage = lazyPage(() => import('./positions-page'));
const ProfilesPage = lazyPage(() => import('./profiles-page'));

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
            <Route path="*" element={<SectionPage />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </>
  );
}
