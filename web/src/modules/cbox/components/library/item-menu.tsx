import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsMove,
  IconCloudUpload,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconFileZip,
  IconFolderOpen,
  IconInfoCircle,
  IconPencil,
  IconRestore,
  IconShare,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, zipUrl } from '../../api/download-urls';
import type { CboxItem } from '../../api/types';
import { itemActions, type ItemAction } from './item-actions';
import type { ItemHandlers } from './item-handlers';

const ICONS: Record<ItemAction, Icon> = {
  open: IconFolderOpen,
  preview: IconEye,
  download: IconDownload,
  zip: IconFileZip,
  exportCloud: IconCloudUpload,
  rename: IconPencil,
  move: IconArrowsMove,
  share: IconShare,
  delete: IconTrash,
  details: IconInfoCircle,
  restore: IconRestore,
};

/** The ⋮ menu of an item (also opened by a right-click), with only what its rights allow. */
export function ItemMenu({ item, handlers }: { item: CboxItem; handlers: ItemHandlers }) {
  const { t } = useTranslation('cbox');
  const opened = handlers.menuFor === item.id;
  const link = (action: ItemAction) =>
    action === 'download' ? downloadUrl(item.id, handlers.projectId) : action === 'zip' ? zipUrl([item.id], handlers.projectId) : null;

  return (
    <Menu opened={opened} onChange={(open) => handlers.onMenuChange(open ? item.id : null)} position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('item.actionsOf', { name: item.name })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {itemActions(item, handlers.view, handlers.cloud).map((action) => {
          const ActionGlyph = ICONS[action];
          const href = link(action);
          const common = {
            leftSection: <ActionGlyph size={16} />,
            color: action === 'delete' ? 'red' : undefined,
          };
          return href ? (
            <Menu.Item key={action} {...common} component="a" href={href} download>
              {t(`actions.${action}`)}
            </Menu.Item>
          ) : (
            <Menu.Item key={action} {...common} onClick={() => handlers.onAction(action, item)}>
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
