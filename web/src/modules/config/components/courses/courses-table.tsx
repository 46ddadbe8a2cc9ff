import { ActionIcon, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCertificate, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { Course } from '../../api/course-types';
import { formatDay } from './business-days';

interface CoursesTableProps {
  courses: Course[];
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onAssign: (course: Course) => void;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** The catalogue: name and description, how many users hold each course, creation date; assign, edit, delete. */
export function CoursesTable(props: CoursesTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-courses');
  const action = (label: string, named: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={named} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <DataTable<Course>
      {...paged}
      minHeight={props.courses.length === 0 ? 220 : undefined}
      records={props.courses}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      noRecordsIcon={<IconCertificate size={36} stroke={1.4} aria-hidden />}
      noRecordsText={props.searching ? t('catalogue.emptySearch') : t('catalogue.empty')}
      data-testid="courses-table"
      columns={[
        {
          accessor: 'name',
          title: t('catalogue.columns.name'),
          render: (course) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {course.name}
              </Text>
              {course.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {course.description}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'assigned',
          title: t('catalogue.columns.assigned'),
          textAlign: 'center',
          width: 120,
          render: (course) => (
            <Badge variant="light" color={course.assigned > 0 ? 'blue' : 'gray'} tt="none">
              {course.assigned}
            </Badge>
          ),
        },
        {
          accessor: 'created_at',
          title: t('catalogue.columns.created'),
          width: 120,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (course) => formatDay(course.created_at),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('catalogue.columns.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 130,
          render: (course) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {action(t('catalogue.assign'), t('catalogue.assignNamed', { name: course.name }), <IconUserPlus size={18} />, () => props.onAssign(course))}
              {action(t('catalogue.edit'), t('catalogue.editNamed', { name: course.name }), <IconPencil size={18} />, () => props.onEdit(course))}
              {action(t('catalogue.delete'), t('catalogue.deleteNamed', { name: course.name }), <IconTrash size={18} />, () => props.onDelete(course), 'red')}
            </Group>
          ),
        },
      ]}
    />
  );
}
