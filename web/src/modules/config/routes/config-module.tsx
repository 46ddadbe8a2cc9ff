import { Grid, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { ConfigNav } from '../components/config-nav';
import { AccountPage } from './account-page';
import { SectionPage } from './section-page';

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
            <Route path="*" element={<SectionPage />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </>
  );
}
