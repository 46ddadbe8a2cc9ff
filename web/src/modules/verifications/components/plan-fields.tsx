import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProjectUsers, userLabel } from '../api/get-project-users';
import type { ProjectUser } from '../api/types';

/** Who performs a verification and when: set on creation, and all an open verification lets one change. */
export interface PlanValues {
  responsible_id: string | null;
  scheduled_on: string;
}

export const PLAN_FIELDS = ['responsible_id', 'scheduled_on'] as const;

/** Both are required; the server checks again that the responsible is assigned to the project. */
export function planRules(required: string) {
  return {
    responsible_id: (value: string | null) => (value ? null : required),
    scheduled_on: (value: string) => (value ? null : required),
  };
}

interface PlanFieldsProps<V extends PlanValues> {
  form: UseFormReturnType<V>;
  projectId: string;
  /**
   * The responsible already chosen, kept as an option while the project's people load or when they no longer list
   * them (unassigned or disabled): the field shows who it is, and saving explains the refusal under it.
   */
  current?: ProjectUser | null;
}

/** The responsible (a user of the project) and the planned date, as the create and edit forms show them. */
export function PlanFields<V extends PlanValues>({ form, projectId, current }: PlanFieldsProps<V>) {
  const { t } = useTranslation('verifications');
  const users = useProjectUsers(projectId);
  const listed = users.data ?? [];
  const options = current && !listed.some((user) => user.id === current.id) ? [current, ...listed] : listed;
  return (
    <>
      <Select
        label={t('form.responsible')}
        required
        searchable
        data={options.map((user) => ({ value: user.id, label: userLabel(user) }))}
        comboboxProps={{ withinPortal: true }}
        data-testid="verification-responsible"
        {...form.getInputProps('responsible_id')}
      />
      <TextInput type="date" label={t('form.scheduled')} required data-testid="verification-scheduled" {...form.getInputProps('scheduled_on')} />
    </>
  );
}
