import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CboxItemDetail, CboxView } from '../../api/types';
import { itemsDropTarget } from './drag';
import { folderPath } from './use-library-location';

interface LibraryBreadcrumbsProps {
  view: CboxView;
  folder: CboxItemDetail | undefined;
  /** Dropping dragged items on an ancestor moves them there (null: the root). */
  onDropItems?: (ids: string[], parentId: string | null) => void;
}

/** Project root → the visible ancestors → the current folder; each ancestor also accepts dragged items. */
export function LibraryBreadcrumbs({ view, folder, onDropItems }: LibraryBreadcrumbsProps) {
  const { t } = useTranslation('cbox');
  const drop = (parentId: string | null) => itemsDropTarget(onDropItems !== undefined, (ids) => onDropItems?.(ids, parentId));
  if (view !== 'folder') {
    return (
      <nav aria-label={t('breadcrumbs.label')}>
        <Breadcrumbs>
          <Text fw={600}>{t(`views.${view}`)}</Text>
        </Breadcrumbs>
      </nav>
    );
  }
  const crumbs = [
    <Anchor key="root" component={Link} to={folderPath(null)} {...drop(null)}>
      {t('views.folder')}
    </Anchor>,
    ...(folder?.path ?? []).map((ancestor) => (
      <Anchor key={ancestor.id} component={Link} to={folderPath(ancestor.id)} {...drop(ancestor.id)}>
        {ancestor.name}
      </Anchor>
    )),
  ];
  if (folder) {
    crumbs.push(
      <Text key={folder.id} fw={600} aria-current="page">
        {folder.name}
      </Text>,
    );
  }
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {crumbs}
      </Breadcrumbs>
    </nav>
  );
}
