import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useProjectOptions } from '../api/get-project-options';
import { hasWorkerFilters, NO_WORKER_FILTERS, toWorkersQuery, useWorkers, type WorkerFilters } from '../api/get-workers';
import type { Worker } from '../api/worker-types';
import { LoadError } from '../components/courses/load-error';
import { SectionHeader } from '../components/section-header';
import { useIdKind } from '../components/workers/use-id-kind';
import { useToggleWorker } from '../components/workers/use-toggle-worker';
import { WorkerFormDrawer } from '../components/workers/worker-form-drawer';
import { WorkerImportDialog } from '../components/workers/worker-import-dialog';
import { WorkersEmpty } from '../components/workers/workers-empty';
import { WorkersFilters } from '../components/workers/workers-filters';
import { WorkersTable } from '../components/workers/workers-table';

const PAGE_SIZE = 20;

/**
 * /config/trabajadores: the company's site workers (people on site who are not users), filtered on the server;
 * register and edit in a drawer, activate and deactivate with confirmation, and import from a spreadsheet.
 */
export default function WorkersPage() {
  useHelpKey('config-workers.workers');
  const { t } = useTranslation(['config-workers', 'config']);
  const me = useMe();
  const kind = useIdKind();
  const [filters, setFilters] = useState<WorkerFilters>(NO_WORKER_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ opened: boolean; worker: Worker | null }>({ opened: false, worker: null });
  const [importing, setImporting] = useState(false);
  const projects = useProjectOptions();
  const projectOptions = (projects.data ?? []).map((project) => ({ value: project.id, label: project.name }));
  const defaultProjects = me.active_project_id && projectOptions.some((option) => option.value === me.active_project_id) ? [me.active_project_id] : [];
  const workers = useWorkers(toWorkersQuery(debounced, { page, rowsPerPage: PAGE_SIZE }));
  const toggle = useToggleWorker();
  const openForm = (worker: Worker | null) => setForm({ opened: true, worker });
  const changeFilters = (next: WorkerFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack gap="lg" data-testid="workers-page">
      <SectionHeader
        title={t('config:sections.trabajadores.title')}
        description={t('config:sections.trabajadores.description')}
        actions={
          <>
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)} data-testid="import-workers">
              {t('import.open')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)} data-testid="new-worker">
              {t('new')}
            </Button>
          </>
        }
      />
      <WorkersFilters filters={filters} onChange={changeFilters} projects={projectOptions} kind={kind} />
      {workers.isError ? (
        <LoadError title={t('loadError')} onRetry={() => void workers.refetch()} testId="workers-error" />
      ) : (
        <WorkersTable
          workers={workers.data?.data ?? []}
          fetching={workers.isFetching}
          page={page}
          pageSize={PAGE_SIZE}
          total={workers.data?.total ?? 0}
          onPageChange={setPage}
          kind={kind}
          onEdit={openForm}
          onToggleActive={toggle}
          empty={<WorkersEmpty filtered={hasWorkerFilters(filters)} onClearFilters={() => changeFilters(NO_WORKER_FILTERS)} onCreate={() => openForm(null)} onImport={() => setImporting(true)} />}
        />
      )}
      <WorkerFormDrawer
        opened={form.opened}
        worker={form.worker}
        onClose={() => setForm((state) => ({ ...state, opened: false }))}
        kind={kind}
        projects={projectOptions}
        defaultProjects={defaultProjects}
      />
      <WorkerImportDialog opened={importing} onClose={() => setImporting(false)} kind={kind} projects={projectOptions} defaultProjects={defaultProjects} />
    </Stack>
  );
}
