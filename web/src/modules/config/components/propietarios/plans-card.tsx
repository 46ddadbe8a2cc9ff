import { ActionIcon, Alert, Anchor, Button, Card, FileButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { formatBytes } from '@/lib/format';
import { useDeletePlan } from '../../api/propietarios/delete-plan';
import { usePlans } from '../../api/propietarios/get-plans';
import type { Plan } from '../../api/propietarios/types';
import { useUploadPlan } from '../../api/propietarios/upload-plan';

export const PLAN_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
export const PLAN_MAX_BYTES = 20 * 1024 * 1024;

/** The plans of one unit type: each opens in a new tab; upload PNG, JPEG or PDF files of up to 20 MB; delete. */
export function PlansCard({ unitTypeId }: { unitTypeId: string }) {
  const { t, i18n } = useTranslation(['config-propietarios', 'common']);
  const plans = usePlans(unitTypeId);
  const upload = useUploadPlan(unitTypeId);
  const remove = useDeletePlan();
  const [refused, setRefused] = useState<string[]>([]);

  const pick = (files: File[]) => {
    const bad = files.filter((file) => !PLAN_TYPES.includes(file.type) || file.size > PLAN_MAX_BYTES);
    setRefused(bad.map((file) => t(PLAN_TYPES.includes(file.type) ? 'plans.tooLarge' : 'plans.wrongType', { name: file.name })));
    for (const file of files.filter((entry) => !bad.includes(entry))) upload.mutate(file, { onSuccess: () => notifySuccess(t('plans.uploaded', { name: file.name })) });
  };

  const confirmDelete = (plan: Plan) =>
    modals.openConfirmModal({
      title: t('plans.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('plans.deleteConfirm', { name: plan.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-plan' },
      onConfirm: () => remove.mutate(plan.id, { onSuccess: () => notifySuccess(t('plans.deleted', { name: plan.name })) }),
    });

  const list = plans.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plans-card">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('plans.hint')}
          </Text>
          <FileButton onChange={pick} accept={PLAN_TYPES.join(',')} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {t('plans.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {refused.length > 0 && (
          <Alert color="orange" withCloseButton onClose={() => setRefused([])}>
            {refused.join(' ')}
          </Alert>
        )}
        {list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="plans-empty">
            {plans.isLoading ? t('plans.loading') : t('plans.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" data-testid="plans-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plans.name')}</Table.Th>
                <Table.Th w={120}>{t('plans.type')}</Table.Th>
                <Table.Th w={100}>{t('plans.size')}</Table.Th>
                <Table.Th w={50} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>
                    <Anchor href={plan.url} target="_blank" rel="noopener" size="sm">
                      {plan.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{plan.content_type === 'application/pdf' ? 'PDF' : plan.content_type.replace('image/', '').toUpperCase()}</Table.Td>
                  <Table.Td>{formatBytes(plan.size, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Tooltip label={t('shared.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('shared.deleteNamed', { name: plan.name })} onClick={() => confirmDelete(plan)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
