import { Anchor, Button, Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { useRegister } from '../api/register';
import { COUNTRIES, type Country, type Registration } from '../api/types';
import { fieldErrorsOf, passwordRules, required } from '../validation';

interface RegisterFormProps {
  onStarted: (registration: Registration, email: string, password: string) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RegisterForm({ onStarted }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      country: null as Country | null,
      accept_terms: false,
    },
    validate: {
      first_name: required(t),
      last_name: required(t),
      email: (value) => (!value.trim() ? t('validation.required') : EMAIL.test(value.trim()) ? null : t('validation.email')),
      ...passwordRules(t),
      country: required(t),
      accept_terms: (value) => (value ? null : t('validation.terms')),
    },
  });

  const submit = form.onSubmit((values) => {
    if (!values.country) return;
    const input = { ...values, email: values.email.trim(), country: values.country };
    register.mutate(input, {
      onSuccess: (registration) => onStarted(registration, input.email, input.password),
      onError: (error) => {
        if (isApiError(error)) form.setErrors(fieldErrorsOf(error.errors));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Stack gap="md">
        <div>
          <Title order={2}>{t('register.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('register.subtitle')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.firstName')} autoComplete="given-name" data-testid="register-first-name" {...form.getInputProps('first_name')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" data-testid="register-last-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t('fields.corporateEmail')}
          description={t('register.emailHint')}
          type="email"
          autoComplete="email"
          data-testid="register-email"
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('fields.password')} autoComplete="new-password" data-testid="register-password" {...form.getInputProps('password')} />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            data-testid="register-password-confirmation"
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <Select
          label={t('fields.country')}
          placeholder={t('register.countryPlaceholder')}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          searchable
          data-testid="register-country"
          {...form.getInputProps('country')}
        />
        <Checkbox
          data-testid="register-terms"
          label={
            <>
              {t('register.acceptTerms')}{' '}
              <Anchor component={Link} to="/terms" target="_blank" inherit>
                {t('register.termsLink')}
              </Anchor>
            </>
          }
          {...form.getInputProps('accept_terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth size="md" loading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">{t('register.haveAccount')}</Text>
          <Anchor component={Link} to="/login" size="sm" fw={600}>
            {t('register.signIn')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
