import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProjectUsers, userLabel } from '../../api/get-project-users';
import { todayIso } from '../format';

interface Fields {
  description: string;
  deadline: string;
  responsible_id: string | null;
}

/** What a failure opens: what must be fixed, by when (today or later) and who answers for it. */
export function ObservationFields<V extends Fields>({ form, projectId }: { form: UseFormReturnType<V>; projectId: string }) {
  const { t } = useTranslation('verifications');
  const users = useProjectUsers(projectId);
  return (
    <Stack gap="sm" data-testid="observation-form">
      <Textarea label={t('observation.description')} required rows={2} maxLength={1000} data-testid="observation-description" {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('observation.deadline')} required min={todayIso()} data-testid="observation-deadline" {...form.getInputProps('deadline')} />
        <Select
          label={t('observation.responsible')}
          required
          searchable
          data={(users.data ?? []).map((user) => ({ value: user.id, label: userLabel(user) }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="observation-responsible"
          {...form.getInputProps('responsible_id')}
        />
      </SimpleGrid>
    </Stack>
  );
}
