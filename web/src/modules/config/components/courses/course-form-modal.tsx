import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import type { Course } from '../../api/course-types';
import { useCreateCourse } from '../../api/create-course';
import { useUpdateCourse } from '../../api/update-course';
import { notifySuccess } from '@/components/ui/notify-success';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME, toCourseIn, validateCourse, type CourseFormValues } from './course-form';

interface CourseFormModalProps {
  opened: boolean;
  /** The course being edited, or null to create one (kept by the caller while the dialog fades out). */
  course: Course | null;
  onClose: () => void;
}

function CourseForm({ course, onClose }: Omit<CourseFormModalProps, 'opened'>) {
  const { t } = useTranslation(['config-courses', 'common']);
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [pending, setPending] = useState(false);
  const form = useForm<CourseFormValues>({
    initialValues: { name: course?.name ?? '', description: course?.description ?? '' },
    validate: (values) => validateCourse(t, values),
  });

  const save = async (values: CourseFormValues) => {
    setPending(true);
    try {
      const body = toCourseIn(values);
      const saved = course ? await update.mutateAsync({ ...body, id: course.id, version: course.version }) : await create.mutateAsync(body);
      notifySuccess(t(course ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      for (const field of ['name', 'description'] as const) {
        const message = error.fieldError(field);
        if (message) form.setFieldError(field, message);
      }
      // SPEC §8: every refusal is also a toast (orange for a 422), the field keeps its message in view.
      notifyApiError(error);
      // A 409 means the course changed meanwhile: the list reloads, and the form starts over from it.
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="course-form">
      <Stack gap="md">
        <TextInput
          label={t('catalogue.name')}
          description={t('catalogue.nameHint', { min: COURSE_NAME.min, max: COURSE_NAME.max })}
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('catalogue.description')}
          description={t('catalogue.descriptionHint', { max: COURSE_DESCRIPTION_MAX })}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {course ? t('common:actions.save') : t('catalogue.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a course of the catalogue; the content remounts on each opening, so it starts from the course. */
export function CourseFormModal({ opened, course, onClose }: CourseFormModalProps) {
  const { t } = useTranslation('config-courses');
  return (
    <Modal opened={opened} onClose={onClose} title={course ? t('catalogue.editTitle') : t('catalogue.newTitle')} centered size="lg">
      <CourseForm key={course?.id ?? 'new'} course={course} onClose={onClose} />
    </Modal>
  );
}
