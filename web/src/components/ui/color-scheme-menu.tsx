import { ActionIcon, Menu, Tooltip, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SCHEMES: { value: MantineColorScheme; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
];

/** Light / dark / auto (SPEC §2: light by default), remembered by Mantine in localStorage. */
export function ColorSchemeMenu() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const CurrentIcon = SCHEMES.find((scheme) => scheme.value === colorScheme)?.icon ?? IconSun;

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('colorScheme.label')}>
          <ActionIcon variant="default" size="lg" aria-label={t('colorScheme.label')} data-testid="color-scheme-toggle">
            <CurrentIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {SCHEMES.map(({ value, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} />}
            rightSection={value === colorScheme ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(value)}
            data-testid={`color-scheme-${value}`}
          >
            {t(`colorScheme.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
