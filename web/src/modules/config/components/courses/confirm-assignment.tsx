import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { Assignment } from '../../api/course-types';

type T = TFunction<['config-courses', 'common']>;

/**
 * Asks before taking a course back (giving it back later needs an extension) or recording it as completed
 * (final); `onConfirm` runs on the answer.
 */
export function confirmAssignmentAction(t: T, action: 'unassign' | 'complete', assignment: Assignment, onConfirm: () => void) {
  const values = { name: assignment.user.name, course: assignment.course.name };
  modals.openConfirmModal({
    title: t(`confirm.${action}.title`),
    centered: true,
    closeButtonProps: { 'aria-label': t('common:actions.close') },
    children: <Text size="sm">{t(`confirm.${action}.body`, values)}</Text>,
    labels: { confirm: t(`confirm.${action}.submit`), cancel: t('common:actions.cancel') },
    confirmProps: { color: action === 'unassign' ? 'red' : 'teal', 'data-testid': `confirm-${action}` },
    onConfirm,
  });
}
