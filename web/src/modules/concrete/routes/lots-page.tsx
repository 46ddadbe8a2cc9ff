import { Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLots } from '../api/lots';
import type { Verdict } from '../api/types';
import { ConcreteTabs } from '../components/concrete-tabs';
import { LotDrawer } from '../components/lots/lot-drawer';
import { LotsTable } from '../components/lots/lots-table';
import { useConcreteRights } from '../components/placements/use-concrete-rights';

const FILTERS = ['all', 'pending', 'conforming', 'non_conforming'] as const;

/**
 * Lots and tests (`/concrete/lots`): the lots the placements formed by type, their volume against the limit and
 * verdict; a lot opens in a drawer with its samples and the judgement by the company's standard.
 */
export default function LotsPage() {
  const { t } = useTranslation('concrete-lots');
  const { projectId, canEdit } = useConcreteRights();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const verdict: Verdict | null = filter === 'all' ? null : filter;
  const lots = useLots(projectId, { verdict, page });
  const empty = (
    <Text c="dimmed" size="sm" data-testid="lots-empty">
      {verdict ? t('table.noMatches') : t('table.empty')}
    </Text>
  );
  return (
    <>
      <ConcreteTabs />
      <Group mb="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          data={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
          aria-label={t('filter.label')}
          data-testid="lots-filter"
        />
      </Group>
      <LotsTable
        rows={lots.data?.data ?? []}
        total={lots.data?.total ?? 0}
        page={page}
        fetching={lots.isFetching}
        onPageChange={setPage}
        onOpen={(row) => setOpenId(row.id)}
        empty={empty}
      />
      <LotDrawer projectId={projectId} lotId={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </>
  );
}
