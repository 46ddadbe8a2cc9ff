import { Badge, Box, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import type { Account } from '../../api/account-types';
import { useDeleteSignature } from '../../api/delete-signature';
import { useSignature } from '../../api/get-signature';
import { useSaveSignature } from '../../api/save-signature';
import { notifySuccess } from '@/components/ui/notify-success';
import { EmailVerification } from './email-verification';
import classes from './signature-pad-field.module.css';
import { SignaturePadField } from './signature-pad-field';

/**
 * The user's signature. Until the e-mail is verified the pad is locked, with the reason and the button that sends
 * the link; then a drawing area, and once saved the image with Reemplazar and Eliminar.
 */
export function SignatureCard({ account }: { account: Account }) {
  const { t } = useTranslation(['config-account', 'common']);
  const [replacing, setReplacing] = useState(false);
  const signature = useSignature(account.has_signature);
  const save = useSaveSignature();
  const remove = useDeleteSignature();
  const locked = !account.email_verified;
  const serverError = isApiError(save.error) ? (save.error.fieldError('image') ?? save.error.message) : null;

  const submit = (image: string) =>
    save.mutate(image, {
      onSuccess: () => {
        setReplacing(false);
        notifySuccess(t('signature.saved'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status !== 422 && error.status !== 401) notifyApiError(error);
      },
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('signature.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('signature.deleteConfirm')}</Text>,
      labels: { confirm: t('signature.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-signature' },
      onConfirm: () => remove.mutate(undefined, { onSuccess: () => notifySuccess(t('signature.deleted')) }),
    });

  const showImage = account.has_signature && !replacing;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="account-signature">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>{t('signature.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('signature.description')}
            </Text>
          </div>
          {account.has_signature && (
            <Badge variant="filled" color={account.signature_verified ? 'teal.9' : 'gray.7'}>
              {account.signature_verified ? t('signature.verified') : t('signature.unverified')}
            </Badge>
          )}
        </Group>
        {locked && <EmailVerification account={account} />}
        {locked && account.has_signature && (
          <Text size="sm" c="dimmed">
            {t('signature.unverifiedHint')}
          </Text>
        )}
        {showImage ? (
          <Stack gap="sm">
            <Box className={classes.frame} p="sm" data-testid="signature-image">
              {signature.data ? (
                <Image src={signature.data} alt={t('signature.imageAlt')} h="100%" fit="contain" />
              ) : (
                <Loader size="sm" />
              )}
            </Box>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} loading={remove.isPending} data-testid="delete-signature">
                {t('signature.delete')}
              </Button>
              <Button leftSection={<IconReplace size={16} />} onClick={() => setReplacing(true)} disabled={locked} data-testid="replace-signature">
                {t('signature.replace')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <SignaturePadField
            disabled={locked}
            saving={save.isPending}
            error={serverError}
            onSave={submit}
            onCancel={replacing ? () => setReplacing(false) : undefined}
          />
        )}
      </Stack>
    </Card>
  );
}
