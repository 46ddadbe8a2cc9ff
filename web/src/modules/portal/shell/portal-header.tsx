import { ActionIcon, Box, Container, Group, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalHref } from './base-path';
import { LanguageSwitch } from './language-switch';
import { PortalLogo } from './portal-logo';
import { SchemeSwitch } from './scheme-switch';

/** The bar over every signed-in screen: the mark (home), language, scheme and the account. */
export function PortalHeader({ company }: { company: string | null }) {
  const { t } = useTranslation();
  const href = usePortalHref();
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} bg="var(--mantine-color-body)" pos="sticky" top={0} py={8} data-testid="portal-header">
      <Container size="md" px="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton component={Link} to={href('/')} aria-label={t('header.home')} miw={0}>
            <PortalLogo subtitle={company} />
          </UnstyledButton>
          <Group gap={6} wrap="nowrap">
            <LanguageSwitch />
            <SchemeSwitch />
            <ActionIcon component={Link} to={href('/cuenta')} variant="default" size="lg" aria-label={t('header.account')} data-testid="account-link">
              <IconUserCircle size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
