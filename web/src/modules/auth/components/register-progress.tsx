import { Alert, Button, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogin } from '../api/login';
import { useRegistration } from '../api/register';
import type { Registration } from '../api/types';

/** The six visible steps; the last one ("logging in") is ours, after the server reports `ready`. */
export const PROGRESS_STEPS = ['validating', 'preparing_environment', 'creating_account', 'finalizing', 'ready', 'logging_in'] as const;

/** Position of the wire's `step` (a `RegistrationStep`) in the visible list. */
export function stepIndex(step: string | undefined, loggingIn: boolean): number {
  if (loggingIn) return PROGRESS_STEPS.indexOf('logging_in');
  const index = step ? (PROGRESS_STEPS as readonly string[]).indexOf(step) : 0;
  return index < 0 ? 0 : index;
}

interface RegisterProgressProps {
  registration: Registration;
  email: string;
  password: string;
  onRestart: () => void;
}

export function RegisterProgress({ registration, email, password, onRestart }: RegisterProgressProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const polled = useRegistration(registration.id);
  const login = useLogin();
  const started = useRef(false);
  const step = polled.data?.step ?? registration.step;

  useEffect(() => {
    if (step !== 'ready' || started.current) return;
    started.current = true;
    login.mutate(
      { username: email, password },
      { onSuccess: () => void navigate('/setup?mode=welcome', { replace: true }) },
    );
  }, [step, email, password, login, navigate]);

  const failed = step === 'failed' || polled.isError || login.isError;
  const active = stepIndex(step, login.isPending || login.isSuccess);

  return (
    <Stack gap="lg" data-testid="register-progress" data-step={login.isPending ? 'logging_in' : step}>
      <div>
        <Title order={2}>{t('progress.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('progress.subtitle')}
        </Text>
      </div>
      <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
        {PROGRESS_STEPS.map((key, index) => (
          <Stepper.Step
            key={key}
            label={t(`progress.steps.${key}`)}
            loading={!failed && index === active}
            color={failed && index === active ? 'red' : undefined}
          />
        ))}
      </Stepper>
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('progress.failedTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('progress.failed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRestart}>
              {t('progress.restart')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          <Loader size="xs" type="dots" mr="xs" />
          {t('progress.wait')}
        </Text>
      )}
    </Stack>
  );
}
