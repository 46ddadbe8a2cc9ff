import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconClipboardPlus, IconGitMerge, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useFailures } from '../api/requests/get-failures';
import { requestUrl } from '../api/requests/ticket-core';
import type { FailureOut } from '../api/requests/types';
import { CombineDialog } from '../components/failures/combine-dialog';
import { FailureDrawer } from '../components/failures/failure-drawer';
import { FailuresTable } from '../components/failures/failures-table';
import { NotApplicableDialog } from '../components/failures/not-applicable-dialog';
import type { RequestTabProps } from '../components/request/tab-props';
import { LoadError } from '../components/shared/load-error';

function FailuresEmpty() {
  const { t } = useTranslation('warranties-failures');
  return (
    <Stack align="center" gap="xs" p="lg" ta="center" data-testid="failures-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconChecklist size={26} />
      </ThemeIcon>
      <Title order={5}>{t('empty.title')}</Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t('empty.description')}
      </Text>
    </Stack>
  );
}

/**
 * `fallas`: the request's failures. Add one by walking the unit type's checklist, reclassify, close as not
 * applicable, reopen, add photos; select pending ones to combine them or to put them in a new OI or OT.
 */
export function FailuresTab({ request, canManage }: RequestTabProps) {
  const { t } = useTranslation('warranties-failures');
  const navigate = useNavigate();
  const failures = useFailures(request.id);
  const [editing, setEditing] = useState<{ failure: FailureOut | null } | null>(null);
  const [closing, setClosing] = useState<FailureOut | null>(null);
  // The failures being combined, fixed when the dialog opens (the selection empties once they are combined).
  const [combining, setCombining] = useState<FailureOut[] | null>(null);
  const [picked, setPicked] = useState<FailureOut[]>([]);
  // A reload may have changed what is still pending: only those stay picked.
  const selected = picked.filter((failure) => failures.data?.some((entry) => entry.id === failure.id && entry.status === 'pending'));
  const toOrder = (kind: 'oi' | 'ot') => void navigate(`${requestUrl(request.id, kind)}/crear?failures=${selected.map((failure) => failure.id).join(',')}`);

  if (failures.isError) return <LoadError message={failures.error.message} onRetry={() => void failures.refetch()} />;
  if (!failures.data) return <PageLoader />;
  return (
    <Stack gap="md" data-testid="failures-tab">
      {canManage && (
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button variant="default" leftSection={<IconGitMerge size={16} />} disabled={selected.length < 2} onClick={() => setCombining(selected)}>
              {t('combine.open', { count: selected.length })}
            </Button>
            <Button variant="default" leftSection={<IconClipboardPlus size={16} />} disabled={selected.length === 0} onClick={() => toOrder('oi')}>
              {t('list.toOi', { count: selected.length })}
            </Button>
            <Button variant="default" leftSection={<IconClipboardPlus size={16} />} disabled={selected.length === 0} onClick={() => toOrder('ot')}>
              {t('list.toOt', { count: selected.length })}
            </Button>
          </Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ failure: null })}>
            {t('form.open')}
          </Button>
        </Group>
      )}
      <FailuresTable
        requestId={request.id}
        failures={failures.data}
        canManage={canManage}
        selected={selected}
        onSelectedChange={setPicked}
        onReclassify={(failure) => setEditing({ failure })}
        onNotApplicable={setClosing}
        empty={<FailuresEmpty />}
      />
      <FailureDrawer requestId={request.id} opened={editing !== null} failure={editing?.failure ?? null} onClose={() => setEditing(null)} />
      <NotApplicableDialog requestId={request.id} failure={closing} onClose={() => setClosing(null)} />
      <CombineDialog requestId={request.id} failures={combining ?? []} opened={combining !== null} onClose={() => setCombining(null)} onDone={() => setPicked([])} />
    </Stack>
  );
}
