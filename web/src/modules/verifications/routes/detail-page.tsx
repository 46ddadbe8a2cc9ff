import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { isApiError } from '@/lib/api';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useVerification } from '../api/get-verification';
import type { Verification } from '../api/types';
import { DetailActions } from '../components/detail/detail-actions';
import { ItemCard } from '../components/detail/item-card';
import { ObservationList } from '../components/detail/observation-list';
import { formatDay } from '../components/format';
import { ReceptionsPanel } from '../components/receptions/receptions-panel';
import { StateBadge } from '../components/state-badge';
import { useVerificationRights } from '../components/use-verification-rights';

function Facts({ verification }: { verification: Verification }) {
  const { t } = useTranslation('verifications');
  const facts = [
    [t('detail.unit'), verification.unit_name ?? '—'],
    [t('detail.template'), verification.template_name],
    [t('detail.responsible'), verification.responsible_name ?? '—'],
    [t('detail.scheduled'), formatDay(verification.scheduled_on)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="verification-facts">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/verifications/:verificationId`: answer the items, follow the observations, sign the close, download the report;
 * while open, change its responsible or date, or delete it.
 */
export function DetailPage() {
  useHelpKey('verifications.detail');
  const { t } = useTranslation('verifications');
  const { verificationId = '' } = useParams();
  const { projectId, canPerform, canUpload, userId } = useVerificationRights();
  const query = useVerification(projectId, verificationId);

  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        color={notFound ? 'gray' : 'red'}
        title={notFound ? t('errors.notFound') : t('errors.detailTitle')}
        description={query.error?.message ?? ''}
        actions={
          <Button component={Link} to="/verifications/list" variant="default">
            {t('detail.back')}
          </Button>
        }
        testId="verification-error"
      />
    );
  }
  const verification = query.data;
  const open = verification.state !== 'closed';
  const readOnly = !open || !canPerform;
  const openItems = new Set(verification.observations.filter((row) => row.state === 'open').map((row) => row.item_id));
  const percent = verification.items_total === 0 ? 0 : Math.round((verification.items_answered / verification.items_total) * 100);

  return (
    <Stack gap="md" data-testid="verification-detail">
      <Anchor component={Link} to="/verifications/list" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} size="h3">
                {verification.activity_code} · {verification.activity_description}
              </Title>
              <Group gap="xs">
                <StateBadge state={verification.state} />
                {verification.signed_by_name && (
                  <Text size="xs" c="dimmed">
                    {t('detail.signedBy', { name: verification.signed_by_name, date: formatDay(verification.closed_at) })}
                  </Text>
                )}
              </Group>
            </Stack>
            <DetailActions verification={verification} />
          </Group>
          <Facts verification={verification} />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('detail.progress', { answered: verification.items_answered, total: verification.items_total })}
            </Text>
            <Progress value={percent} color={verification.failures > 0 ? 'orange' : 'teal'} aria-label={t('detail.progressLabel')} />
          </Stack>
        </Stack>
      </Paper>
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="items">{t('detail.tabs.items', { count: verification.items_total })}</Tabs.Tab>
          <Tabs.Tab value="observations" data-testid="tab-observations">
            {t('detail.tabs.observations', { count: verification.open_observations })}
          </Tabs.Tab>
          <Tabs.Tab value="receptions" data-testid="tab-receptions">
            {t('detail.tabs.receptions')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="md">
          <Stack gap="sm">
            {verification.items.map((item) => (
              <ItemCard
                // A fresh card after each reload, so its note starts from what is stored.
                key={`${item.id}-${verification.version}`}
                projectId={projectId}
                verificationId={verification.id}
                item={item}
                hasOpenObservation={openItems.has(item.id)}
                readOnly={readOnly}
                defaultResponsibleId={verification.responsible_id ?? null}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="observations" pt="md">
          <ObservationList
            projectId={projectId}
            observations={verification.observations}
            canClose={canPerform}
            canCloseAny={canUpload}
            userId={userId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="receptions" pt="md">
          <ReceptionsPanel projectId={projectId} verification={verification} canAct={canPerform} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
