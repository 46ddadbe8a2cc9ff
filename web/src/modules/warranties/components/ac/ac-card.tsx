import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowForward, IconDownload, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acPdfUrl } from '../../api/requests/ac';
import type { AcOut } from '../../api/requests/types';
import { AC_COLOR } from '../failures/failure-status';
import { formatDateTime } from '../shared/format';

interface AcCardProps {
  ac: AcOut;
  canManage: boolean;
  signing: boolean;
  onSign: () => void;
  onFollowUp: () => void;
  /** The signing panel, under the record while it is being signed. */
  children?: ReactNode;
}

/** One conformity record: code, status, its failures with their verdicts, who signed and when, the PDF and what follows. */
export function AcCard({ ac, canManage, signing, onSign, onFollowUp, children }: AcCardProps) {
  const { t, i18n } = useTranslation('warranties-orders');
  return (
    <Card withBorder radius="md" data-testid="ac-card" data-ac-id={ac.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={4}>{ac.code}</Title>
            <Badge color={AC_COLOR[ac.status]} variant="light" tt="none" data-testid="ac-status" data-status={ac.status}>
              {t(`acStatus.${ac.status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            {ac.has_pdf && (
              <Button size="xs" variant="default" component="a" href={acPdfUrl(ac)} target="_blank" rel="noopener" leftSection={<IconDownload size={14} />}>
                {t('ac.pdf')}
              </Button>
            )}
            {canManage && ac.status === 'non_conforming' && (
              <Button size="xs" variant="default" leftSection={<IconArrowForward size={14} />} onClick={onFollowUp}>
                {t('ac.followUp')}
              </Button>
            )}
            {canManage && ac.status === 'pending' && !signing && (
              <Button size="xs" leftSection={<IconSignature size={14} />} onClick={onSign}>
                {t('ac.openSign')}
              </Button>
            )}
          </Group>
        </Group>
        <List size="sm" spacing={2}>
          {ac.failures.map((failure) => (
            <List.Item key={failure.id}>
              {`N.º ${failure.number} · ${failure.label}`}
              {failure.verdict && (
                <Text span size="sm" fw={600} c={failure.verdict === 'conforming' ? 'teal' : 'red'}>
                  {` · ${t(`acStatus.${failure.verdict}`)}`}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        {ac.signed_at && (
          <Text size="sm" c="dimmed">
            {ac.status === 'rejected'
              ? t('ac.refusedOn', { date: formatDateTime(ac.signed_at, i18n.language) })
              : t('ac.signedBy', { name: ac.signer_name ?? '—', date: formatDateTime(ac.signed_at, i18n.language) })}
          </Text>
        )}
        {ac.comment && (
          <Text size="sm" c="dimmed">
            {t('ac.commentLine', { text: ac.comment })}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
