import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { Course } from '../../api/course-types';

/**
 * Asks before deleting a course. The server refuses one that users hold (422 naming how many); that refusal
 * reaches the person as the usual orange toast with its message.
 */
export function openDeleteCourseModal(t: TFunction<['config-courses', 'common']>, course: Course, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('catalogue.deleteTitle'),
    centered: true,
    children: (
      <Text size="sm">
        {t('catalogue.deleteConfirm', { name: course.name })}
      </Text>
    ),
    labels: { confirm: t('catalogue.delete'), cancel: t('common:actions.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete-course' },
    onConfirm,
  });
}
