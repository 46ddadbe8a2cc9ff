import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeMenu } from '@/components/ui/color-scheme-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import classes from './auth-layout.module.css';

/** Public pages: a brand panel (wide screens) beside the form card, with language and theme choices. */
export function AuthLayout({ children, width = 440 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation('auth');
  return (
    <Box className={classes.root}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="xl" maw={460}>
          <Logo size={40} />
          <Title order={1} className={classes.headline}>
            {t('brand.headline')}
          </Title>
          <Text size="lg" className={classes.lead}>
            {t('brand.lead')}
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" color="white" variant="white">
                <IconCheck size={14} color="var(--mantine-color-blue-7)" />
              </ThemeIcon>
            }
          >
            <List.Item>{t('brand.point1')}</List.Item>
            <List.Item>{t('brand.point2')}</List.Item>
            <List.Item>{t('brand.point3')}</List.Item>
          </List>
        </Stack>
      </Box>
      <Box className={classes.main}>
        <Group justify="space-between" p="md">
          <Box hiddenFrom="md">
            <Logo />
          </Box>
          <Group gap="xs" ml="auto">
            <LanguageSwitch variant="segmented" />
            <ColorSchemeMenu />
          </Group>
        </Group>
        <Box className={classes.center}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
