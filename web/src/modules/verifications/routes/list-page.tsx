import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBuildingCommunity, IconChecklist, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useVerifications } from '../api/get-verifications';
import { STATES, type VerificationState } from '../api/types';
import { NewVerificationModal } from '../components/list/new-verification-modal';
import { VerificationTable } from '../components/list/verification-table';
import { useVerificationRights } from '../components/use-verification-rights';

/** `/verifications/list`: the active project's verifications by planned date, filtered by state and text. */
export function ListPage() {
  useHelpKey('verifications.list');
  const { t } = useTranslation('verifications');
  const navigate = useNavigate();
  const { projectId, canPerform } = useVerificationRights();
  const [state, setState] = useState<VerificationState | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const list = useVerifications(projectId, { page, state, search: debounced });

  if (!projectId) {
    return <StatusPage icon={<IconBuildingCommunity size={36} />} title={t('noProject.title')} description={t('noProject.description')} testId="verifications-no-project" />;
  }

  const filtered = state !== null || debounced.trim() !== '';
  return (
    <Stack gap="md" data-testid="verifications-list-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          canPerform && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="new-verification">
              {t('list.new')}
            </Button>
          )
        }
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('list.stateFilter')}
          value={state ?? 'all'}
          onChange={(value) => {
            setState(STATES.find((known) => known === value) ?? null);
            setPage(1);
          }}
          data={[{ value: 'all', label: t('list.all') }, ...STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
        />
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {list.isLoading ? (
        <PageLoader />
      ) : list.isError ? (
        <StatusPage
          icon={<IconAlertTriangle size={36} />}
          color="red"
          title={t('errors.listTitle')}
          description={list.error.message}
          actions={<Button onClick={() => void list.refetch()}>{t('errors.retry')}</Button>}
          testId="verifications-error"
        />
      ) : (
        <VerificationTable
          rows={list.data?.data ?? []}
          total={list.data?.total ?? 0}
          page={page}
          fetching={list.isFetching}
          onPageChange={setPage}
          onOpen={(row) => void navigate(`/verifications/${row.id}`)}
          empty={
            <StatusPage
              icon={<IconChecklist size={36} />}
              title={filtered ? t('list.emptyFiltered') : t('list.emptyTitle')}
              description={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
              testId="verifications-empty"
            />
          }
        />
      )}
      <NewVerificationModal opened={creating} onClose={() => setCreating(false)} projectId={projectId} onCreated={(id) => void navigate(`/verifications/${id}`)} />
    </Stack>
  );
}
