import { Alert, Button, FileButton, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useFiles } from '../../api/get-files';
import type { FileKind } from '../../api/types';
import { useUploadFiles } from '../../api/upload-files';
import { LoadError } from '../shared/load-error';
import { todayIso } from '../shared/format';
import { checkCertificates, checkGeneralFiles, type FileCheck } from './file-rules';
import { FilesList } from './files-list';

/** The alerts' own title shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

interface FilesSectionProps {
  unitId: string;
  kind: FileKind;
  readOnly: boolean;
}

/**
 * One kind of the unit's files: Certificados (PDF only, up to 100, 20 MB each, with who delivered them and when) or
 * Archivos generales (20 MB each). Files the rules refuse are listed and not sent; the server's own refusal is the
 * orange toast.
 */
export function FilesSection({ unitId, kind, readOnly }: FilesSectionProps) {
  const { t } = useTranslation('warranties-unit');
  const files = useFiles(unitId, kind);
  const upload = useUploadFiles();
  const certificate = kind === 'certificate';
  const [deliveredBy, setDeliveredBy] = useState('');
  const [deliveredOn, setDeliveredOn] = useState(todayIso());
  const [refused, setRefused] = useState<FileCheck['refused']>([]);

  const pick = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const check = certificate ? checkCertificates(chosen, files.data?.length ?? 0) : checkGeneralFiles(chosen);
    setRefused(check.refused);
    if (check.accepted.length === 0) return;
    upload.mutate(
      { unitId, kind, files: check.accepted, ...(certificate ? { delivered_by: deliveredBy.trim() || null, delivered_on: deliveredOn || null } : {}) },
      { onSuccess: (saved) => notifySuccess(t('files.uploaded', { count: saved.length })) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`files-${kind}`}>
      <Stack gap="md">
        <div>
          <Title order={4}>{t(certificate ? 'files.certificates' : 'files.general')}</Title>
          <Text size="sm" c="dimmed">
            {t(certificate ? 'files.certificatesHint' : 'files.generalHint')}
          </Text>
        </div>
        {!readOnly && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            {certificate && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                <TextInput label={t('files.deliveredBy')} value={deliveredBy} onChange={(event) => setDeliveredBy(event.currentTarget.value)} />
                <TextInput type="date" label={t('files.deliveredOn')} value={deliveredOn} onChange={(event) => setDeliveredOn(event.currentTarget.value)} />
              </SimpleGrid>
            )}
            <FileButton onChange={pick} multiple accept={certificate ? 'application/pdf,.pdf' : undefined}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                  {t(certificate ? 'files.uploadCertificates' : 'files.uploadGeneral')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
        {refused.length > 0 && (
          <Alert color="orange" title={t('files.refusedTitle')} styles={TITLE} withCloseButton onClose={() => setRefused([])} data-testid="files-refused">
            <List size="sm">
              {refused.map(({ file, problem }, index) => (
                <List.Item key={`${index}-${file.name}`}>{t(`files.problems.${problem}`, { name: file.name })}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {files.isError ? (
          <LoadError onRetry={() => void files.refetch()} />
        ) : (
          <FilesList unitId={unitId} files={files.data ?? []} withDelivery={certificate} readOnly={readOnly} emptyText={t(certificate ? 'files.certificatesEmpty' : 'files.generalEmpty')} />
        )}
      </Stack>
    </Paper>
  );
}
