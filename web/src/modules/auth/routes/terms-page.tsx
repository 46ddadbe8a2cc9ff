import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeMenu } from '@/components/ui/color-scheme-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';

export const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const;

/** /terms: the terms and conditions of the service (public). */
export default function TermsPage() {
  const { t } = useTranslation('auth');
  return (
    <Container size="md" py="xl" data-testid="terms-page">
      <Group justify="space-between" mb="lg">
        <Anchor component={Link} to="/login" underline="never" c="inherit">
          <Logo />
        </Anchor>
        <Group gap="xs">
          <LanguageSwitch variant="segmented" />
          <ColorSchemeMenu />
        </Group>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('terms.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('terms.updated')}
            </Text>
          </div>
          <Text>{t('terms.intro')}</Text>
          <Divider />
          {TERMS_SECTIONS.map((key, index) => (
            <section key={key}>
              <Title order={3} mb="xs">
                {`${index + 1}. ${t(`terms.sections.${key}.title`)}`}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{t(`terms.sections.${key}.body`)}</Text>
            </section>
          ))}
          <Divider />
          <Group justify="space-between">
            <Anchor component={Link} to="/register">
              {t('terms.backToRegister')}
            </Anchor>
            <Anchor component={Link} to="/login">
              {t('terms.backToLogin')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
