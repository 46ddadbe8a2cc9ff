import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { acPdfPath, downloadFile } from '../../api/download';
import type { Ac, AcStatus } from '../../api/types';
import { formatDateTime } from '../shared/format';
import { notifyFailure } from '../shared/notify';
import { AcSignForm } from './ac-sign-form';

export const AC_COLORS: Record<AcStatus, string> = { pending: 'blue', conforming: 'teal', non_conforming: 'red', rejected: 'grape' };

/** The signed record: who signed and when, each failure's verdict, and its PDF fetched with the owner's token. */
function SignedAc({ ac }: { ac: Ac }) {
  const { t, i18n } = useTranslation();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadFile(acPdfPath(ac), `${ac.code}.pdf`);
    } catch (error) {
      if (isApiError(error) && error.status !== 401) notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {ac.status === 'rejected' ? t('ac.refusedOn', { date: formatDateTime(ac.signed_at, i18n.language) }) : t('ac.signedBy', { name: ac.signer_name ?? '—', date: formatDateTime(ac.signed_at, i18n.language) })}
      </Text>
      <List size="sm" spacing={2}>
        {ac.failures.map((failure) => (
          <List.Item key={failure.id}>{t('ac.verdictLine', { number: failure.number, label: failure.label, verdict: t(`acStatus.${failure.verdict ?? 'pending'}`, { defaultValue: failure.verdict ?? '' }) })}</List.Item>
        ))}
      </List>
      {ac.status !== 'pending' && (
        <Button variant="light" leftSection={<IconFileTypePdf size={18} />} onClick={() => void download()} loading={loading} style={{ alignSelf: 'flex-start' }} data-testid="ac-pdf">
          {t('ac.pdf', { code: ac.code })}
        </Button>
      )}
    </Stack>
  );
}

/** A conformity record: signing it while pending, its result once signed. */
export function AcCard({ ac, requestId, ownerName }: { ac: Ac; requestId: string; ownerName: string | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="ac-card" data-code={ac.code}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{t('ac.title', { code: ac.code })}</Text>
          <Badge variant="light" color={AC_COLORS[ac.status]} data-testid="ac-status" style={{ flex: 'none' }}>
            {t(`acStatus.${ac.status}`)}
          </Badge>
        </Group>
        {ac.status === 'pending' ? <AcSignForm ac={ac} requestId={requestId} ownerName={ownerName} /> : <SignedAc ac={ac} />}
      </Stack>
    </Card>
  );
}
