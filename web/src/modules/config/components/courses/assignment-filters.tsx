import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../api/course-types';
import { NO_ASSIGNMENT_FILTERS, type AssignmentFilters as Filters } from '../../api/get-course-assignments';
import { useCourseOptions } from '../../api/get-courses';

interface AssignmentFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const isStatus = (value: string | null): value is AssignmentStatus => ASSIGNMENT_STATUSES.some((status) => status === value);

/** The course and the status (in progress, expired, completed, unassigned) of the assignments shown. */
export function AssignmentFilters({ filters, onChange }: AssignmentFiltersProps) {
  const { t } = useTranslation('config-courses');
  const courses = useCourseOptions();
  const filtered = filters.course_id !== null || filters.status !== null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="assignment-filters">
      <Select
        aria-label={t('filters.course')}
        placeholder={t('filters.course')}
        data={courses.data ?? []}
        value={filters.course_id}
        onChange={(course_id) => onChange({ ...filters, course_id })}
        clearable
        searchable
        nothingFoundMessage={t('filters.noCourses')}
        style={{ flex: '1 1 220px' }}
        data-testid="filter-course"
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        data={ASSIGNMENT_STATUSES.map((status) => ({ value: status, label: t(`filters.statuses.${status}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: isStatus(value) ? value : null })}
        clearable
        style={{ flex: '0 1 200px' }}
        data-testid="filter-status"
      />
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_ASSIGNMENT_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
