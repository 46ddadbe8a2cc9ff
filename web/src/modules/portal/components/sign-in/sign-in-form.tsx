import { Alert, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { useSendLink } from '../../api/send-link';
import { useSignIn } from '../../api/sign-in';
import type { Session } from '../../api/types';
import { placeFieldErrors } from '../shared/field-errors';
import { WRAP_BUTTON } from '../shared/wrap-button';
import { emailProblem, validateSignIn, type SignInValues } from './sign-in-values';

interface SignInFormProps {
  /** The iframe's project, sent with the link so it opens the iframe again. */
  projectId: string | null;
  onSignedIn: (session: Session) => void | Promise<void>;
  onLinkSent: (email: string) => void;
}

/** E-mail and password, or «send me a link» with the e-mail alone. The server's refusals show on their fields. */
export function SignInForm({ projectId, onSignedIn, onLinkSent }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const sendLink = useSendLink();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({ initialValues: { email: '', password: '' }, validate: (values) => validateSignIn(t, values) });

  const refused = (error: unknown) => {
    if (!isApiError(error)) throw error;
    const apiError: ApiError = error;
    if (!placeFieldErrors(apiError, ['email', 'password'], form.setFieldError)) setFailure(apiError.fieldMessages[0] ?? apiError.message);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSignedIn(await signIn.mutateAsync({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      refused(error);
    }
  });

  const askLink = async () => {
    setFailure(null);
    form.clearErrors();
    const email = form.values.email.trim();
    const problem = emailProblem(t, email);
    if (problem) return form.setFieldError('email', problem);
    try {
      await sendLink.mutateAsync(projectId ? { email, project_id: projectId } : { email });
      onLinkSent(email);
    } catch (error) {
      refused(error);
    }
  };

  const busy = signIn.isPending || sendLink.isPending;
  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form">
      <Stack gap="md">
        <TextInput label={t('signIn.email')} type="email" autoComplete="email" inputMode="email" required {...form.getInputProps('email')} />
        <PasswordInput label={t('signIn.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        {failure && (
          <Alert color="orange" role="alert" data-testid="sign-in-failure">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending} disabled={busy && !signIn.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Divider label={t('signIn.or')} labelPosition="center" />
        <Stack gap={6}>
          <Button variant="light" styles={WRAP_BUTTON} leftSection={<IconMail size={18} />} onClick={() => void askLink()} loading={sendLink.isPending} disabled={busy && !sendLink.isPending} fullWidth>
            {t('signIn.sendLink')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('signIn.linkHint')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
