import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimModel } from '../../api/bim/types';
import { useModelUploads } from './bim-uploads';
import { FileCard } from './file-card';
import { IfcDropZone } from './ifc-drop-zone';
import { UploadList } from './upload-list';
import { useFileRemoval } from './use-file-removal';

/** A model's IFC files, the uploads on their way to it, and where to attach more. */
export function ModelFiles({ model }: { model: BimModel }) {
  const { t } = useTranslation('config-bim');
  const uploads = useModelUploads(model);
  const confirmDelete = useFileRemoval();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{t('files.title', { count: model.files.length })}</Text>
        <Text size="sm" c="dimmed">
          {t('files.intro')}
        </Text>
      </Stack>
      {model.files.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="bim-files-empty">
          {t('files.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} data-testid="bim-files">
          {model.files.map((file) => (
            <FileCard key={file.id} file={file} projectId={model.project_id} onDelete={() => confirmDelete(file)} />
          ))}
        </Stack>
      )}
      <UploadList uploads={uploads} />
      <IfcDropZone onFiles={uploads.add} />
    </Stack>
  );
}
