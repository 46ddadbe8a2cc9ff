import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../shell/public-layout';

/** The iframe of a project whose owners' portal is turned off (the embed call answered 404). */
export function UnavailablePage() {
  const { t } = useTranslation();
  return (
    <PublicLayout testId="portal-unavailable">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconPlugConnectedX size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('embed.unavailableTitle')}
        </Title>
        <Text>{t('embed.unavailableBody')}</Text>
      </Stack>
    </PublicLayout>
  );
}
