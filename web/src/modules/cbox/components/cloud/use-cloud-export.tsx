import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { useExportToCloud } from '../../api/export-to-cloud';
import { cloudProgress } from './cloud-progress';

/** The Cbox folder an export copies; null is the whole project. */
export type ExportedFolder = { id: string; name: string } | null;

/**
 * Exports a folder (or the project root) to the cloud after a confirmation that names it and where it lands:
 * `{project}/{folder}` under the connector's root folder, as the server lays it out.
 */
export function useCloudExport() {
  const { t } = useTranslation(['cbox', 'common']);
  const me = useMe();
  const project = me.projects.find((entry) => entry.id === me.active_project_id)?.name ?? '';
  const run = useExportToCloud();

  const start = (folder: ExportedFolder) => {
    const name = folder?.name ?? t('views.folder');
    const progress = cloudProgress(t('cloud.export.running', { name }));
    // A promise rather than mutate's callbacks: those are dropped when the library moves to another folder.
    run.mutateAsync(folder?.id ?? null).then(
      (outcome) => progress.finish(outcome, { ok: t('cloud.export.done'), failed: t('cloud.export.failed') }),
      () => progress.fail(),
    );
  };

  return (folder: ExportedFolder) => {
    const place = folder ? `${project}/${folder.name}` : project;
    modals.openConfirmModal({
      title: t('cloud.export.title'),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{folder ? t('cloud.export.confirmFolder', { name: folder.name, place }) : t('cloud.export.confirmRoot', { place })}</Text>
          <Text size="sm" c="dimmed">
            {t('cloud.export.overwrite')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('cloud.export.submit'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => start(folder),
    });
  };
}
