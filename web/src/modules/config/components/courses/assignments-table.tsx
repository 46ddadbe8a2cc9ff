import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconCertificate } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { MAX_EXTENSIONS, type Assignment } from '../../api/course-types';
import type { AssignmentAction } from '../../api/course-assignment-action';
import { AssignmentActions } from './assignment-actions';
import { formatDay } from './business-days';
import { DeadlineCell, StateBadge } from './state-badge';

interface AssignmentsTableProps {
  assignments: Assignment[];
  fetching: boolean;
  filtered: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onAction: (action: AssignmentAction, assignment: Assignment) => void;
}

/** From which width of the table the optional columns show (the section's width decides, not the window's). */
const SHOW_FROM = { course: 640, extensions: 760, assigned: 900 } as const;

/** Who has which course, its state, deadline and extensions used; the row's actions in a menu. */
export function AssignmentsTable(props: AssignmentsTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-courses');
  const { ref, width } = useElementSize();
  const hidden = (column: keyof typeof SHOW_FROM) => width > 0 && width < SHOW_FROM[column];

  return (
    <Box ref={ref}>
      <DataTable<Assignment>
        {...paged}
        minHeight={props.assignments.length === 0 ? 220 : undefined}
        records={props.assignments}
        fetching={props.fetching}
        totalRecords={props.total}
        recordsPerPage={props.pageSize}
        page={props.page}
        onPageChange={props.onPageChange}
        noRecordsIcon={<IconCertificate size={36} stroke={1.4} aria-hidden />}
        noRecordsText={props.filtered ? t('assignments.emptyFiltered') : t('assignments.empty')}
        data-testid="assignments-table"
        columns={[
          {
            accessor: 'user',
            title: t('assignments.columns.user'),
            render: (assignment) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {assignment.user.name}
                </Text>
                {/* Where the course column does not fit, the course reads under the name instead of the e-mail. */}
                <Text size="xs" c="dimmed">
                  {hidden('course') ? assignment.course.name : (assignment.user_email ?? '—')}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'course', title: t('assignments.columns.course'), hidden: hidden('course'), render: (assignment) => <Text size="sm">{assignment.course.name}</Text> },
          {
            accessor: 'state',
            title: t('assignments.columns.state'),
            width: 200,
            render: (assignment) => (
              <Stack gap={4} align="flex-start">
                <StateBadge assignment={assignment} />
                <DeadlineCell assignment={assignment} />
              </Stack>
            ),
          },
          {
            accessor: 'extension_count',
            title: t('assignments.columns.extensions'),
            textAlign: 'center',
            hidden: hidden('extensions'),
            render: (assignment) => t('assignments.extensionsUsed', { count: assignment.extension_count, max: MAX_EXTENSIONS }),
          },
          { accessor: 'assigned_at', title: t('assignments.columns.assigned'), hidden: hidden('assigned'), render: (assignment) => formatDay(assignment.assigned_at) },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('assignments.columns.actions')}</VisuallyHidden>,
            textAlign: 'right',
            width: 60,
            render: (assignment) => <AssignmentActions assignment={assignment} onAction={props.onAction} />,
          },
        ]}
      />
    </Box>
  );
}
