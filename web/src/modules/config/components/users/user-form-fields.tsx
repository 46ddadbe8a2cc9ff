import { Alert, Divider, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type FormMode, type UserFormValues } from './user-form-values';

export interface Option {
  value: string;
  label: string;
}

interface UserFormFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  mode: FormMode;
  positions: Option[];
  profiles: Option[];
  projects: Option[];
  /** True on edit once the username differs from the saved one: the warning shows under it. */
  renaming: boolean;
}

/** Every field of a user, grouped: identity, role in the company, projects and language, password. */
export function UserFormFields({ form, mode, positions, profiles, projects, renaming }: UserFormFieldsProps) {
  const { t } = useTranslation('config');
  const languages = [
    { value: 'es', label: t('account.languages.es') },
    { value: 'pt', label: t('account.languages.pt') },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('users.fields.firstName')} required data-autofocus maxLength={LIMITS.first_name} autoComplete="off" {...form.getInputProps('first_name')} />
        <TextInput label={t('users.fields.lastName')} required maxLength={LIMITS.last_name} autoComplete="off" {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <TextInput
        label={t('users.fields.username')}
        description={t('users.fields.usernameHint')}
        required
        maxLength={LIMITS.username}
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      {renaming && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs" data-testid="username-change-warning">
          {t('users.rename.warning')}
        </Alert>
      )}
      <TextInput label={t('users.fields.email')} description={t('users.fields.emailHint')} type="email" maxLength={LIMITS.email} autoComplete="off" {...form.getInputProps('email')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select label={t('users.fields.position')} placeholder={t('users.fields.choose')} data={positions} searchable required nothingFoundMessage={t('users.fields.nothingFound')} {...form.getInputProps('position_id')} />
        <Select label={t('users.fields.profile')} placeholder={t('users.fields.choose')} data={profiles} searchable required nothingFoundMessage={t('users.fields.nothingFound')} {...form.getInputProps('profile_id')} />
      </SimpleGrid>
      <MultiSelect
        label={t('users.fields.projects')}
        description={t('users.fields.projectsHint')}
        placeholder={form.values.project_ids.length === 0 ? t('users.fields.chooseProjects') : undefined}
        data={projects}
        searchable
        clearable
        required
        hidePickedOptions
        nothingFoundMessage={t('users.fields.nothingFound')}
        {...form.getInputProps('project_ids')}
      />
      <Select
        label={t('users.fields.language')}
        description={mode === 'edit' ? t('users.fields.languageKeep') : undefined}
        placeholder={t('users.fields.languageUnchanged')}
        data={languages}
        clearable={mode === 'edit'}
        allowDeselect={mode === 'edit'}
        {...form.getInputProps('locale')}
      />
      <Divider label={t('users.fields.passwordSection')} labelPosition="left" mt="xs" />
      <Text size="sm" c="dimmed" mt={-8}>
        {mode === 'edit' ? t('users.fields.passwordKeep') : t('users.fields.passwordHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PasswordInput
          label={t('users.fields.password')}
          required={mode === 'create'}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('users.fields.passwordConfirmation')} required={mode === 'create'} autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
      </SimpleGrid>
    </Stack>
  );
}
