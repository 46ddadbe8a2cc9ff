import { ActionIcon, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconDownload, IconFile, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { downloadFile } from '../../api/download';
import type { DocumentKind, PortalDocument } from '../../api/types';
import { formatDate, formatSize } from '../shared/format';
import { notifyFailure } from '../shared/notify';

const ICONS: Record<DocumentKind, typeof IconFile> = { act: IconFileText, certificate: IconCertificate, general: IconFile };

/** The unit's documents (the delivery act, certificates, files), each downloaded with the owner's token. */
export function DocumentsList({ documents }: { documents: PortalDocument[] }) {
  const { t, i18n } = useTranslation();
  const [loading, setLoading] = useState<string | null>(null);

  const download = async (document: PortalDocument) => {
    setLoading(document.id);
    try {
      await downloadFile(document.url, document.name);
    } catch (error) {
      if (isApiError(error) && error.status !== 401) notifyFailure(error);
    } finally {
      setLoading(null);
    }
  };

  if (documents.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-documents">
        {t('unit.noDocuments')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="documents">
      {documents.map((document) => {
        const Icon = ICONS[document.kind];
        return (
          <Card key={document.id} withBorder radius="md" padding="sm" data-testid="document">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" size={38} radius="md" style={{ flex: 'none' }}>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600} truncate="end">
                  {document.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('unit.documentLine', { kind: t(`documentKind.${document.kind}`), size: formatSize(document.size, i18n.language), date: formatDate(document.created_at, i18n.language) })}
                </Text>
              </Stack>
              <ActionIcon variant="light" size="lg" aria-label={t('unit.download', { name: document.name })} loading={loading === document.id} onClick={() => void download(document)}>
                <IconDownload size={18} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
