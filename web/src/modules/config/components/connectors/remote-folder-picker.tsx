import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useBrowseCloud } from '../../api/connectors/browse-cloud';
import { FolderBrowser } from './folder-browser';

interface RemoteFolderPickerProps {
  trail: readonly string[];
  onTrailChange: (trail: string[]) => void;
}

/** A folder of the cloud storage under the connector's root, browsed on the server (WebDAV PROPFIND). */
export function RemoteFolderPicker({ trail, onTrailChange }: RemoteFolderPickerProps) {
  const { t } = useTranslation('config-connectors');
  const entries = useBrowseCloud(trail.join('/'), true);
  // The server says why in a field error (`path`, `active`): the remote answer, or that the connector is off.
  const error = entries.isError ? (isApiError(entries.error) ? (entries.error.fieldMessages[0] ?? entries.error.message) : t('cloud.browseError')) : null;
  const sorted = entries.data ? [...entries.data].sort((a, b) => Number(b.dir) - Number(a.dir) || a.name.localeCompare(b.name)) : undefined;
  return (
    <FolderBrowser
      label={t('cloud.remoteSource')}
      rootLabel={t('cloud.remoteRoot')}
      trail={trail}
      onTrail={(depth) => onTrailChange(trail.slice(0, depth))}
      entries={sorted?.map((entry) => ({ key: entry.name, name: entry.name, dir: entry.dir, size: entry.size }))}
      loading={entries.isPending}
      error={error}
      emptyText={t('cloud.remoteEmpty')}
      onOpen={(entry) => onTrailChange([...trail, entry.name])}
      testId="remote-browser"
    />
  );
}
