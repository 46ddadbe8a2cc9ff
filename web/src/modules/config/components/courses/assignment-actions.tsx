import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck, IconDots, IconUserMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../api/course-types';
import type { AssignmentAction } from '../../api/course-assignment-action';
import { actionReasons } from './assignment-state';

interface AssignmentActionsProps {
  assignment: Assignment;
  onAction: (action: AssignmentAction, assignment: Assignment) => void;
}

/**
 * A row's actions in a menu: extend the deadline, mark completed, unassign. One that does not apply stays in view,
 * disabled, with the reason under it (a third extension: 'Ya se usaron las 2 extensiones permitidas.').
 */
export function AssignmentActions({ assignment, onAction }: AssignmentActionsProps) {
  const { t } = useTranslation('config-courses');
  const reasons = actionReasons(assignment);
  const item = (action: AssignmentAction, icon: ReactNode, color?: string) => {
    const reason = reasons[action];
    return (
      <Menu.Item
        leftSection={icon}
        color={reason ? undefined : color}
        disabled={reason !== null}
        onClick={() => onAction(action, assignment)}
        data-testid={`assignment-${action}`}
      >
        {t(`actions.${action}`)}
        {reason && (
          <Text size="xs" c="dimmed" data-testid={`assignment-${action}-reason`}>
            {t(reason)}
          </Text>
        )}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: assignment.user.name, course: assignment.course.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('extend', <IconCalendarPlus size={16} />)}
        {item('complete', <IconCircleCheck size={16} />, 'teal')}
        {item('unassign', <IconUserMinus size={16} />, 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
