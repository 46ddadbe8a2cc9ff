import { Button, Group, List, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useAssignCourse } from '../../api/assign-course';
import { useCourseOptions } from '../../api/get-courses';
import { notifySuccess } from '@/components/ui/notify-success';
import { newDeadline } from './assignment-state';
import { TermInfo } from './term-info';
import { useCalendar } from './use-calendar';
import { UserPicker } from './user-picker';

interface AssignDialogProps {
  opened: boolean;
  /** The course chosen beforehand (from its catalogue row), or null. */
  courseId: string | null;
  onClose: () => void;
  /** After a successful assignment (the page shows the assignments). */
  onAssigned?: () => void;
}

type Errors = Partial<Record<'course_id' | 'user_ids', string[]>>;

const messages = (list: string[] | undefined) =>
  list && list.length > 0 ? (
    <List size="xs" spacing={0}>
      {list.map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  ) : undefined;

function AssignForm({ courseId: initialCourse, onClose, onAssigned }: Omit<AssignDialogProps, 'opened'>) {
  const { t } = useTranslation(['config-courses', 'common']);
  const courses = useCourseOptions();
  const calendar = useCalendar();
  const assign = useAssignCourse();
  const [courseId, setCourseId] = useState<string | null>(initialCourse);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const deadline = calendar.pending ? null : newDeadline(calendar.today, calendar.holidays);

  const submit = async () => {
    const missing: Errors = {};
    if (!courseId) missing.course_id = [t('validation.required')];
    if (userIds.length === 0) missing.user_ids = [t('assign.pickUsers')];
    setErrors(missing);
    if (!courseId || userIds.length === 0) return;
    try {
      const created = await assign.mutateAsync({ course_id: courseId, user_ids: userIds });
      notifySuccess(t('assign.done', { count: created.length, course: created[0]?.course.name ?? '' }));
      onClose();
      onAssigned?.();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      setErrors({ course_id: error.errors.course_id, user_ids: error.errors.user_ids });
      notifyApiError(error);
    }
  };

  return (
    <Stack gap="md" data-testid="assign-form">
      <Select
        label={t('assign.course')}
        placeholder={t('assign.coursePlaceholder')}
        required
        searchable
        data={courses.data ?? []}
        value={courseId}
        onChange={(value) => {
          setCourseId(value);
          setErrors({});
        }}
        error={messages(errors.course_id)}
        nothingFoundMessage={t('filters.noCourses')}
        data-testid="assign-course-select"
      />
      <UserPicker courseId={courseId} value={userIds} onChange={(ids) => { setUserIds(ids); setErrors((state) => ({ ...state, user_ids: undefined })); }} error={messages(errors.user_ids)} />
      <TermInfo rule={t('term.ruleAssign')} deadline={deadline} skipped={deadline ? calendar.skipped(calendar.today, deadline) : []} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={assign.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={assign.isPending} data-testid="confirm-assign">
          {t('assign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Asignar curso": a course and the users to give it to, each due in 15 business days. */
export function AssignDialog({ opened, courseId, onClose, onAssigned }: AssignDialogProps) {
  const { t } = useTranslation('config-courses');
  return (
    <Modal opened={opened} onClose={onClose} title={t('assign.title')} centered size="lg">
      <AssignForm key={courseId ?? 'any'} courseId={courseId} onClose={onClose} onAssigned={onAssigned} />
    </Modal>
  );
}
