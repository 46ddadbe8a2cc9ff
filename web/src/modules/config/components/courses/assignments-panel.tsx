import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../api/course-types';
import { useAssignmentAction, type AssignmentAction } from '../../api/course-assignment-action';
import { NO_ASSIGNMENT_FILTERS, useCourseAssignments, type AssignmentFilters as Filters } from '../../api/get-course-assignments';
import { notifySuccess } from '@/components/ui/notify-success';
import { AssignmentFilters } from './assignment-filters';
import { AssignmentsTable } from './assignments-table';
import { confirmAssignmentAction } from './confirm-assignment';
import { ExtendDialog } from './extend-dialog';
import { LoadError } from './load-error';

const PAGE_SIZE = 20;

/** The assignments tab: filters, the table (soonest deadline first), and each row's extend, complete and unassign. */
export function AssignmentsPanel() {
  const { t } = useTranslation(['config-courses', 'common']);
  const [filters, setFilters] = useState<Filters>(NO_ASSIGNMENT_FILTERS);
  const [page, setPage] = useState(1);
  const [extending, setExtending] = useState<{ opened: boolean; assignment: Assignment | null }>({ opened: false, assignment: null });
  const assignments = useCourseAssignments({ ...filters, page, rowsPerPage: PAGE_SIZE });
  const act = useAssignmentAction();

  const onAction = (action: AssignmentAction, assignment: Assignment) => {
    if (action === 'extend') return setExtending({ opened: true, assignment });
    confirmAssignmentAction(t, action, assignment, () =>
      act.mutate(
        { action, id: assignment.id, version: assignment.version },
        { onSuccess: (saved) => notifySuccess(t(`confirm.${action}.done`, { name: saved.user.name, course: saved.course.name })) },
      ),
    );
  };

  return (
    <Stack gap="md" data-testid="assignments-panel">
      <AssignmentFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {assignments.isError ? (
        <LoadError onRetry={() => void assignments.refetch()} />
      ) : (
        <AssignmentsTable
          assignments={assignments.data?.data ?? []}
          fetching={assignments.isFetching}
          filtered={filters.course_id !== null || filters.status !== null}
          page={page}
          pageSize={PAGE_SIZE}
          total={assignments.data?.total ?? 0}
          onPageChange={setPage}
          onAction={onAction}
        />
      )}
      <ExtendDialog opened={extending.opened} assignment={extending.assignment} onClose={() => setExtending((state) => ({ ...state, opened: false }))} />
    </Stack>
  );
}
