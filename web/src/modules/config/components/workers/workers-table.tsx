import { ActionIcon, Badge, Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { IdKind, Worker } from '../../api/worker-types';
import { formatNationalId } from './national-id';

interface WorkersTableProps {
  workers: Worker[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The company's kind, for the column title when the page is empty. */
  kind: IdKind;
  empty: ReactNode;
  onEdit: (worker: Worker) => void;
  onToggleActive: (worker: Worker) => void;
}

/** From which width of the table the optional columns show (the section's width decides, not the window's). */
const SHOW_FROM = { contractor: 640, projects: 820 } as const;

const kindOf = (worker: Worker): IdKind => (worker.id_kind === 'cpf' ? 'cpf' : 'rut');
export const workerName = (worker: Worker) => `${worker.first_name} ${worker.last_name}`;

/** The workers as rows: name and position, RUT/CPF, contractor, projects, status; edit and (de)activate. */
export function WorkersTable(props: WorkersTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-workers');
  const { ref, width } = useElementSize();
  const hidden = (column: keyof typeof SHOW_FROM) => width > 0 && width < SHOW_FROM[column];
  const kind = props.workers[0] ? kindOf(props.workers[0]) : props.kind;

  return (
    <Box ref={ref}>
      <DataTable<Worker>
        {...paged}
        minHeight={props.workers.length === 0 ? 260 : undefined}
        records={props.workers}
        fetching={props.fetching}
        totalRecords={props.total}
        recordsPerPage={props.pageSize}
        page={props.page}
        onPageChange={props.onPageChange}
        emptyState={props.workers.length === 0 ? props.empty : null}
        rowStyle={(worker) => (worker.active ? undefined : { opacity: 0.7 })}
        data-testid="workers-table"
        columns={[
          {
            accessor: 'name',
            title: t('columns.name'),
            render: (worker) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {workerName(worker)}
                </Text>
                <Text size="xs" c="dimmed">
                  {/* Where the contractor column does not fit, it reads under the name. */}
                  {hidden('contractor') && worker.contractor ? `${worker.position ?? t('noPosition')} · ${worker.contractor}` : (worker.position ?? t('noPosition'))}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'national_id', title: t(`fields.national_id.${kind}`), render: (worker) => <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>{formatNationalId(kindOf(worker), worker.national_id)}</Text> },
          { accessor: 'contractor', title: t('columns.contractor'), hidden: hidden('contractor'), render: (worker) => worker.contractor ?? '—' },
          {
            accessor: 'projects',
            title: t('columns.projects'),
            hidden: hidden('projects'),
            render: (worker) => (
              <Group gap={4}>
                {worker.projects.map((project) => (
                  <Badge key={project.id} variant="outline" color="gray" tt="none" size="sm">
                    {project.name}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            accessor: 'active',
            title: t('columns.status'),
            width: 100,
            render: (worker) => (
              <Badge color={worker.active ? 'teal' : 'gray'} variant="light" tt="none">
                {worker.active ? t('status.active') : t('status.inactive')}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
            textAlign: 'right',
            width: 96,
            render: (worker) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label={t('edit')}>
                  <ActionIcon variant="subtle" aria-label={t('editNamed', { name: workerName(worker) })} onClick={() => props.onEdit(worker)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={worker.active ? t('status.deactivate') : t('status.activate')}>
                  <ActionIcon
                    variant="subtle"
                    color={worker.active ? 'red' : 'teal'}
                    aria-label={t(worker.active ? 'status.deactivateNamed' : 'status.activateNamed', { name: workerName(worker) })}
                    onClick={() => props.onToggleActive(worker)}
                  >
                    {worker.active ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
    </Box>
  );
}
