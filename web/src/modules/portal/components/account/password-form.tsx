import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useChangePassword } from '../../api/change-password';
import { placeFieldErrors } from '../shared/field-errors';
import { notifyDone, notifyFailure } from '../shared/notify';

interface PasswordValues {
  current: string;
  password: string;
  confirmation: string;
}

export function validatePassword(t: TFunction, values: PasswordValues, hasPassword: boolean): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (hasPassword && values.current === '') errors.current = t('account.currentRequired');
  if (values.password.length < 8 || values.password.length > 72) errors.password = t('account.length');
  if (values.confirmation !== values.password) errors.confirmation = t('account.mismatch');
  return errors;
}

/** Sets a first password, or changes it with the current one. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ initialValues: { current: '', password: '', confirmation: '' }, validate: (values) => validatePassword(t, values, hasPassword) });

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(hasPassword ? { password: values.password, current: values.current } : { password: values.password });
      form.reset();
      notifyDone(t('account.saved'));
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      if (!placeFieldErrors(error, ['current', 'password'], form.setFieldError)) notifyFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <Stack gap="sm">
        {hasPassword && <PasswordInput label={t('account.current')} autoComplete="current-password" required {...form.getInputProps('current')} />}
        <PasswordInput label={t('account.new')} description={t('account.length')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput label={t('account.repeat')} autoComplete="new-password" required {...form.getInputProps('confirmation')} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {hasPassword ? t('account.changePassword') : t('account.setPassword')}
        </Button>
      </Stack>
    </form>
  );
}
