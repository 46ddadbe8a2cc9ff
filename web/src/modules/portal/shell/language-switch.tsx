import { ActionIcon, Menu, SegmentedControl, Text } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalLocale } from '../api/types';
import { chooseLocale, currentLocale } from '../i18n/portal-i18n';

// Each language in its own words, so anyone finds theirs.
const OPTIONS: { value: PortalLocale; label: string }[] = [
  { value: 'es', label: 'Español' },
  { value: 'pt-BR', label: 'Português' },
];

/** Español / Português, remembered in localStorage `obra_owner_locale`: segmented on the sign-in page, a menu in the header. */
export function LanguageSwitch({ variant = 'menu' }: { variant?: 'segmented' | 'menu' }) {
  const { t, i18n } = useTranslation();
  const current = currentLocale(i18n);
  const select = (value: string) => {
    if (value === 'es' || value === 'pt-BR') void chooseLocale(i18n, value);
  };

  if (variant === 'segmented') {
    return <SegmentedControl aria-label={t('language.label')} data-testid="language-switch" value={current} onChange={select} data={OPTIONS} size="xs" />;
  }
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('language.label')} data-testid="language-switch">
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map((option) => (
          <Menu.Item key={option.value} onClick={() => select(option.value)} rightSection={option.value === current ? <IconCheck size={14} /> : null} lang={option.value}>
            <Text size="sm">{option.label}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
