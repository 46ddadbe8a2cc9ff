import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useCboxFolders } from '../../api/connectors/get-cbox-folders';
import { FolderBrowser } from './folder-browser';

export interface CboxCrumb {
  id: string;
  name: string;
}

interface CboxFolderPickerProps {
  projectId: string;
  label: string;
  trail: readonly CboxCrumb[];
  onTrailChange: (trail: CboxCrumb[]) => void;
}

/** A Cbox folder of a project, reached from its root; the folder shown is the one chosen. */
export function CboxFolderPicker({ projectId, label, trail, onTrailChange }: CboxFolderPickerProps) {
  const { t } = useTranslation('config-connectors');
  const folders = useCboxFolders(projectId, trail.at(-1)?.id ?? null);
  const error = folders.isError ? (isApiError(folders.error) ? folders.error.message : t('cloud.browseError')) : null;
  return (
    <FolderBrowser
      label={label}
      rootLabel={t('cloud.cboxRoot')}
      trail={trail.map((crumb) => crumb.name)}
      onTrail={(depth) => onTrailChange(trail.slice(0, depth))}
      entries={folders.data?.map((folder) => ({ key: folder.id, name: folder.name, dir: true }))}
      loading={folders.isPending}
      error={error}
      emptyText={t('cloud.noFolders')}
      onOpen={(entry) => onTrailChange([...trail, { id: entry.key, name: entry.name }])}
      testId="cbox-browser"
    />
  );
}
