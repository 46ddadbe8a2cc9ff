import { ActionIcon, Menu, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, toLocale, type Locale } from '@/lib/i18n';

const OPTIONS: { value: Locale; label: string }[] = [
  { value: 'es', label: 'Español' },
  { value: 'pt', label: 'Português' },
];

interface LanguageSwitchProps {
  /** `segmented` (login page) or `menu` (header icon). */
  variant?: 'segmented' | 'menu';
  /** Called after the switch, e.g. to save the preference on the server. */
  onChanged?: (locale: Locale) => void;
}

/** Español / Português, remembered in localStorage `metadata`. */
export function LanguageSwitch({ variant = 'menu', onChanged }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.language);
  const select = (locale: Locale) => {
    if (locale === current) return;
    void changeLocale(locale).then(() => onChanged?.(locale));
  };

  if (variant === 'segmented') {
    return (
      <SegmentedControl
        aria-label={t('language.label')}
        data-testid="language-switch"
        value={current}
        onChange={select}
        data={OPTIONS}
        size="xs"
      />
    );
  }

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('language.label')}>
          <ActionIcon variant="default" size="lg" aria-label={t('language.label')} data-testid="language-switch">
            <IconLanguage size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            onClick={() => select(option.value)}
            rightSection={option.value === current ? <IconCheck size={14} /> : null}
            data-testid={`language-${option.value}`}
          >
            <Text size="sm">{option.label}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
