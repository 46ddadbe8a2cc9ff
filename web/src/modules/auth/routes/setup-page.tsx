import { Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useSetup } from '../api/setup';
import { AuthLayout } from '../components/auth-layout';
import { fieldErrorsOf, required } from '../validation';

/** Values of `SetupIn.referral_source` (the schema lists them in its description). */
export const REFERRAL_SOURCES = ['search', 'linkedin', 'recommendation', 'event', 'advertising', 'other'] as const;

/** /setup (signed in; `?mode=welcome` after registering): the company's first-run questions. */
export default function SetupPage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const welcome = params.get('mode') === 'welcome';
  const setup = useSetup();
  const form = useForm({
    initialValues: {
      example_project: true,
      company_name: me.company.name,
      phone: '',
      projects_in_progress: 1 as number | string,
      referral_source: null as string | null,
    },
    validate: {
      company_name: required(t),
      phone: (value) => (!value.trim() ? t('validation.required') : /^[+\d][\d\s()-]{5,}$/.test(value.trim()) ? null : t('validation.phone')),
      projects_in_progress: (value) => (value === '' || Number(value) < 0 ? t('validation.required') : null),
      referral_source: required(t),
    },
  });

  const submit = form.onSubmit((values) =>
    setup.mutate(
      {
        example_project: values.example_project,
        company_name: values.company_name.trim(),
        phone: values.phone.trim(),
        projects_in_progress: Number(values.projects_in_progress),
        referral_source: values.referral_source ?? 'other',
      },
      {
        onSuccess: () => void navigate('/home', { replace: true }),
        onError: (error) => {
          if (isApiError(error)) form.setErrors(fieldErrorsOf(error.errors));
        },
      },
    ),
  );

  return (
    <AuthLayout width={520}>
      <form onSubmit={submit} noValidate data-testid="setup-form">
        <Stack gap="md">
          <div>
            <Title order={2}>{welcome ? t('setup.welcomeTitle', { name: me.user.first_name }) : t('setup.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('setup.subtitle')}
            </Text>
          </div>
          <Switch
            label={t('setup.exampleProject')}
            description={t('setup.exampleProjectHint')}
            data-testid="setup-example-project"
            {...form.getInputProps('example_project', { type: 'checkbox' })}
          />
          <TextInput label={t('setup.companyName')} autoComplete="organization" data-testid="setup-company" {...form.getInputProps('company_name')} />
          <TextInput label={t('setup.phone')} type="tel" autoComplete="tel" data-testid="setup-phone" {...form.getInputProps('phone')} />
          <NumberInput
            label={t('setup.projectsInProgress')}
            min={0}
            max={10000}
            allowDecimal={false}
            data-testid="setup-projects"
            {...form.getInputProps('projects_in_progress')}
          />
          <Select
            label={t('setup.referral')}
            placeholder={t('setup.referralPlaceholder')}
            data={REFERRAL_SOURCES.map((value) => ({ value, label: t(`setup.referrals.${value}`) }))}
            data-testid="setup-referral"
            {...form.getInputProps('referral_source')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={setup.isPending} leftSection={<IconRocket size={18} />} data-testid="setup-submit">
              {t('setup.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
