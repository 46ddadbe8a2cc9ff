import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../api/course-types';
import { useDeleteCourse } from '../../api/delete-course';
import { useCourses } from '../../api/get-courses';
import { notifySuccess } from '@/components/ui/notify-success';
import { CourseFormModal } from './course-form-modal';
import { CoursesTable } from './courses-table';
import { LoadError } from './load-error';
import { openDeleteCourseModal } from './open-delete-course';

const PAGE_SIZE = 20;

/** The course catalogue tab: search, create, edit, delete (with confirmation), and assign a course from its row. */
export function CoursesCatalogue({ onAssign }: { onAssign: (course: Course) => void }) {
  const { t } = useTranslation(['config-courses', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  // The dialog edits `course`, or creates one when it is null (kept while the dialog fades out).
  const [dialog, setDialog] = useState<{ opened: boolean; course: Course | null }>({ opened: false, course: null });
  const courses = useCourses({ page, rowsPerPage: PAGE_SIZE, search: debounced });
  const remove = useDeleteCourse();

  const confirmDelete = (course: Course) =>
    openDeleteCourseModal(t, course, () => remove.mutate(course.id, { onSuccess: () => notifySuccess(t('catalogue.deleted', { name: course.name })) }));

  return (
    <Stack gap="md" data-testid="courses-catalogue">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('catalogue.search')}
          placeholder={t('catalogue.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, course: null })} data-testid="new-course">
          {t('catalogue.new')}
        </Button>
      </Group>
      {courses.isError ? (
        <LoadError onRetry={() => void courses.refetch()} />
      ) : (
        <CoursesTable
          courses={courses.data?.data ?? []}
          fetching={courses.isFetching}
          searching={debounced.trim() !== ''}
          page={page}
          pageSize={PAGE_SIZE}
          total={courses.data?.total ?? 0}
          onPageChange={setPage}
          onAssign={onAssign}
          onEdit={(course) => setDialog({ opened: true, course })}
          onDelete={confirmDelete}
        />
      )}
      <CourseFormModal opened={dialog.opened} course={dialog.course} onClose={() => setDialog((state) => ({ ...state, opened: false }))} />
    </Stack>
  );
}
