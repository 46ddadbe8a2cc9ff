import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useAcs } from '../api/requests/ac';
import { useFailures } from '../api/requests/get-failures';
import { useRequestForm } from '../api/requests/get-request-form';
import { requestUrl } from '../api/requests/ticket-core';
import type { AcOut } from '../api/requests/types';
import { AcCard } from '../components/ac/ac-card';
import { AcSigning } from '../components/ac/ac-signing';
import { awaitingAc, CreateAcDialog } from '../components/ac/create-ac-dialog';
import { FollowUpDialog } from '../components/ac/follow-up-dialog';
import type { RequestTabProps } from '../components/request/tab-props';
import { LoadError } from '../components/shared/load-error';
import { useRequestRights } from '../components/shared/use-request-rights';

function AcEmpty() {
  const { t } = useTranslation('warranties-orders');
  return (
    <Stack align="center" gap="xs" p="lg" ta="center" data-testid="ac-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconClipboardCheck size={26} />
      </ThemeIcon>
      <Title order={5}>{t('ac.emptyTitle')}</Title>
      <Text size="sm" c="dimmed" maw={440}>
        {t('ac.empty')}
      </Text>
    </Stack>
  );
}

/**
 * `ac`: the conformity records. A new one covers managed failures; the owner signs it on screen (a verdict per
 * failure) or refuses; the signed PDF downloads; a non-conforming one leads to a new OI or OT.
 */
export function AcTab({ request, canManage }: RequestTabProps) {
  const { t } = useTranslation('warranties-orders');
  const navigate = useNavigate();
  const { me } = useRequestRights();
  const acs = useAcs(request.id);
  const failures = useFailures(request.id);
  const options = useRequestForm(me.active_project_id ?? null);
  const [creating, setCreating] = useState(false);
  const [signing, setSigning] = useState<string | null>(null);
  const [following, setFollowing] = useState<AcOut | null>(null);
  const uncovered = awaitingAc(failures.data ?? []);

  if (acs.isError) return <LoadError message={acs.error.message} onRetry={() => void acs.refetch()} />;
  if (!acs.data) return <PageLoader />;
  return (
    <Stack gap="md" data-testid="ac-tab">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('ac.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('ac.description')}
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={uncovered.length === 0} title={uncovered.length === 0 ? t('ac.noneToCover') : undefined}>
            {t('ac.new')}
          </Button>
        )}
      </Group>
      {acs.data.length === 0 && <AcEmpty />}
      {acs.data.map((ac) => (
        <AcCard key={ac.id} ac={ac} canManage={canManage} signing={signing === ac.id} onSign={() => setSigning(ac.id)} onFollowUp={() => setFollowing(ac)}>
          {signing === ac.id && ac.status === 'pending' && <AcSigning requestId={request.id} ac={ac} ownerName={request.owner?.name ?? null} onDone={() => setSigning(null)} />}
        </AcCard>
      ))}
      <CreateAcDialog requestId={request.id} failures={uncovered} opened={creating} onClose={() => setCreating(false)} />
      <FollowUpDialog
        requestId={request.id}
        ac={following}
        responsibles={options.data?.responsibles ?? []}
        defaultResponsible={request.responsible?.id ?? null}
        onClose={() => setFollowing(null)}
        onCreated={(order) => {
          setFollowing(null);
          void navigate(requestUrl(request.id, order.kind));
        }}
      />
    </Stack>
  );
}
