import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCloseLot, useLot } from '../../api/lots';
import { useDeleteSample } from '../../api/samples';
import type { LotDetail, Sample } from '../../api/types';
import { formatDecimal } from '../placements/format';
import { SampleForm } from './sample-form';
import { SamplesTable } from './samples-table';
import { VerdictPanel } from './verdict-panel';

interface LotBodyProps {
  projectId: string;
  lot: LotDetail;
  canEdit: boolean;
}

function LotBody({ projectId, lot, canEdit }: LotBodyProps) {
  const { t, i18n } = useTranslation(['concrete-lots', 'common']);
  const [editing, setEditing] = useState<Sample | 'new' | null>(null);
  const close = useCloseLot(projectId);
  const remove = useDeleteSample(projectId);

  const confirmClose = () =>
    modals.openConfirmModal({
      title: t('lot.closeTitle', { number: lot.number }),
      centered: true,
      children: <Text size="sm">{t('lot.closeBody')}</Text>,
      labels: { confirm: t('lot.close'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'lot-close-confirm' },
      onConfirm: () => void close.mutateAsync(lot.id).then(() => notifySuccess(t('lot.closed', { number: lot.number })), () => undefined),
    });
  const confirmDelete = (sample: Sample) =>
    modals.openConfirmModal({
      title: t('samples.deleteTitle', { code: sample.code }),
      centered: true,
      children: <Text size="sm">{t('samples.deleteBody')}</Text>,
      labels: { confirm: t('samples.deleteConfirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'sample-delete-confirm' },
      onConfirm: () => void remove.mutateAsync(sample.id).then(() => notifySuccess(t('samples.deleted', { code: sample.code })), () => undefined),
    });

  const lang = i18n.language;
  return (
    <Stack gap="md" data-testid="lot-drawer" data-verdict={lot.verdict}>
      <Text size="sm" c="dimmed">
        {t('lot.summary', {
          type: lot.type_name,
          volume: formatDecimal(lot.volume_m3, lang),
          limit: formatDecimal(lot.limit_m3, lang),
          count: lot.placements,
        })}
      </Text>
      <VerdictPanel lot={lot} />
      <Group justify="space-between">
        <Text fw={600}>{t('samples.title', { count: lot.samples_list.length })}</Text>
        {canEdit && editing === null && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')} data-testid="sample-new">
            {t('samples.add')}
          </Button>
        )}
      </Group>
      {editing !== null && <SampleForm key={editing === 'new' ? 'new' : editing.id} projectId={projectId} lotId={lot.id} sample={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <SamplesTable samples={lot.samples_list} onEdit={canEdit ? setEditing : undefined} onDelete={canEdit ? confirmDelete : undefined} />
      {canEdit && !lot.closed && (
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconLock size={16} />} onClick={confirmClose} loading={close.isPending} data-testid="lot-close">
            {t('lot.close')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface LotDrawerProps {
  projectId: string;
  lotId: string | null;
  canEdit: boolean;
  onClose: () => void;
}

/** One lot: its verdict by criterion, its samples (added, edited and deleted here) and "Cerrar lote" while open. */
export function LotDrawer({ projectId, lotId, canEdit, onClose }: LotDrawerProps) {
  const { t } = useTranslation(['concrete-lots', 'common']);
  const lot = useLot(projectId, lotId);
  const title = lot.data ? t('lot.title', { number: lot.data.number, state: lot.data.closed ? t('table.closed') : t('table.open') }) : t('lot.loading');
  return (
    <Drawer opened={lotId !== null} onClose={onClose} position="right" size="xl" title={title} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {lot.isPending && lotId !== null && (
        <Center h={160}>
          <Loader />
        </Center>
      )}
      {lot.isError && (
        <Alert color="red" variant="light">
          {t('lot.loadFailed')}
        </Alert>
      )}
      {lot.data && <LotBody projectId={projectId} lot={lot.data} canEdit={canEdit} />}
    </Drawer>
  );
}
