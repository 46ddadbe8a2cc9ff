import { Alert, Box, Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useMe } from '@/lib/session';
import { useDeleteLogo } from '../../api/propietarios/delete-logo';
import { logoUrl } from '../../api/propietarios/get-project-data';
import type { ProjectData } from '../../api/propietarios/types';
import { useUploadLogo } from '../../api/propietarios/upload-logo';

/** The server's rule: a PNG or JPEG of at most 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Checked before uploading: the reason a file cannot be the logo, or null. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!LOGO_TYPES.includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The project's logo (on the act and the owners' pages): its preview, and upload, replace or delete. */
export function LogoCard({ data }: { data: ProjectData }) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const projectId = useMe().active_project_id ?? '';
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    const refused = logoProblem(file);
    setProblem(refused ? t(`logo.problems.${refused}`, { name: file.name }) : null);
    if (!refused) upload.mutate(file, { onSuccess: () => notifySuccess(t('logo.saved')) });
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('logo.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('logo.deleteConfirm')}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-logo' },
      onConfirm: () => remove.mutate(undefined, { onSuccess: () => notifySuccess(t('logo.deleted')) }),
    });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="logo-card">
      <Stack gap="md">
        <Box
          h={180}
          maw={420}
          p="md"
          style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}
        >
          {data.has_logo ? (
            <Image src={logoUrl(projectId, data.version)} alt={t('logo.alt', { name: data.name })} h="100%" fit="contain" data-testid="logo-preview" />
          ) : (
            <Stack align="center" gap={4} c="gray.6">
              <IconPhotoOff size={36} />
              <Text size="sm">{t('logo.none')}</Text>
            </Stack>
          )}
        </Box>
        <Text size="xs" c="dimmed">
          {t('logo.hint')}
        </Text>
        {problem && (
          <Alert color="orange" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <FileButton onChange={pick} accept={LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {data.has_logo ? t('logo.replace') : t('logo.upload')}
              </Button>
            )}
          </FileButton>
          {data.has_logo && (
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} loading={remove.isPending}>
              {t('logo.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
