import { NavLink, Stack } from '@mantine/core';
import { IconFolders, IconTrash, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CboxView } from '../../api/types';
import { viewPath } from './use-library-location';

const VIEWS: { view: CboxView; icon: Icon }[] = [
  { view: 'folder', icon: IconFolders },
  { view: 'shared', icon: IconUsers },
  { view: 'trash', icon: IconTrash },
];

/** The library's three views: the project's folder tree, what others shared with me, and my trash. */
export function ViewNav({ current }: { current: CboxView }) {
  const { t } = useTranslation('cbox');
  return (
    <Stack gap={2} component="nav" aria-label={t('views.label')}>
      {VIEWS.map(({ view, icon: ViewIcon }) => (
        <NavLink
          key={view}
          component={Link}
          to={viewPath(view)}
          label={t(`views.${view}`)}
          leftSection={<ViewIcon size={18} stroke={1.6} />}
          active={current === view}
          aria-current={current === view ? 'page' : undefined}
          variant="light"
        />
      ))}
    </Stack>
  );
}
