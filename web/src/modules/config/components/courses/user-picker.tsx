import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseUsers } from '../../api/get-course-users';
import { useCourseHolders } from '../../api/get-course-assignments';
import { LoadError } from './load-error';
import { userOptions, type UserOption } from './user-options';

interface UserPickerProps {
  courseId: string | null;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}

/**
 * The users to assign a course to, searched on the server (enabled users only). Those who cannot get it stay in
 * the list, disabled, saying why: no e-mail ('Sin correo: no puede recibir cursos'), already has it, or was
 * unassigned (an extension gives it back).
 */
export function UserPicker({ courseId, value, onChange, error }: UserPickerProps) {
  const { t } = useTranslation('config-courses');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const users = useCourseUsers(debounced);
  const holders = useCourseHolders(courseId);
  // The labels of the users chosen, so a later search that does not return them keeps their pills.
  const [chosen, setChosen] = useState<ReadonlyMap<string, UserOption>>(new Map());
  const options = useMemo(() => userOptions(users.data?.data ?? [], chosen, holders.data ?? new Map()), [users.data, chosen, holders.data]);
  const byId = new Map(options.map((option) => [option.value, option]));

  if (users.isError) return <LoadError title={t('errors.usersApi')} onRetry={() => void users.refetch()} testId="course-users-error" />;

  const change = (ids: string[]) => {
    setChosen(new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as UserOption] as const] : []))));
    onChange(ids);
  };

  return (
    <MultiSelect
      label={t('assign.users')}
      description={t('assign.usersHint')}
      placeholder={value.length === 0 ? t('assign.usersPlaceholder') : undefined}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map(({ value: id, label, disabled }) => ({ value: id, label, disabled }))}
      value={value}
      onChange={change}
      error={error}
      nothingFoundMessage={users.isFetching ? t('assign.searching') : t('assign.noUsers')}
      hidePickedOptions={false}
      maxDropdownHeight={280}
      data-testid="course-user-picker"
      renderOption={({ option }) => {
        const entry = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {entry?.hint ? (
              <Group gap={4} wrap="nowrap">
                {entry.hint === 'noEmail' && <IconMailOff size={12} aria-hidden />}
                <Text size="xs" c={entry.hint === 'noEmail' ? 'orange' : 'dimmed'}>
                  {t(`assign.hints.${entry.hint}`)}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {entry?.email}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
