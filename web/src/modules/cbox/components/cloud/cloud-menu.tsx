import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCloud, IconCloudDownload, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CloudMenuProps {
  /** Exports the folder being shown (or the project root); absent when not allowed. */
  onExport?: () => void;
  /** Imports a remote folder into the folder being shown; absent when not allowed. */
  onImport?: () => void;
}

/** The toolbar's cloud-storage menu, shown only while the company's connector is on and the user may use it. */
export function CloudMenu({ onExport, onImport }: CloudMenuProps) {
  const { t } = useTranslation('cbox');
  if (!onExport && !onImport) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={250}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconCloud size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('cloud.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {onExport && (
          <Menu.Item leftSection={<IconCloudUpload size={16} />} onClick={onExport}>
            {t('cloud.export.folderAction')}
          </Menu.Item>
        )}
        {onImport && (
          <Menu.Item leftSection={<IconCloudDownload size={16} />} onClick={onImport}>
            {t('cloud.import.action')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
