import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSignature, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useSignAc } from '../../api/requests/ac';
import type { AcOut } from '../../api/requests/types';
import { ActSignaturePad } from '../act/signature-pad';
import { expectedStatus, initialSign, signProblems, toSignIn, type AcSignProblem, type AcSignState } from './ac-sign-values';
import { VerdictControl } from '@/components/ui/signature/verdict-control';

interface AcSigningProps {
  requestId: string;
  ac: AcOut;
  ownerName: string | null;
  onDone: () => void;
}

/**
 * Signing an AC on screen, with the owner: a verdict on each failure, their name and signature (the delivery act's
 * pad), a comment; or their refusal, which needs the comment. The server stores the PDF.
 */
export function AcSigning({ requestId, ac, ownerName, onDone }: AcSigningProps) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const sign = useSignAc();
  const [state, setState] = useState<AcSignState>(() => initialSign(ac, ownerName));
  const [problems, setProblems] = useState<AcSignProblem[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const set = (patch: Partial<AcSignState>) => setState((current) => ({ ...current, ...patch }));
  const outcome = expectedStatus(state);

  const send = async (refused: boolean) => {
    setError(null);
    if (!refused) {
      const missing = signProblems(state);
      setProblems(missing);
      if (missing.length > 0) return;
    }
    try {
      await sign.mutateAsync({ id: ac.id, requestId, body: refused ? { refused: true, comment: state.comment.trim() } : toSignIn(state) });
      notifySuccess(t(refused ? 'ac.refusedDone' : 'ac.signedDone', { code: ac.code }));
      onDone();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };

  return (
    <Card withBorder radius="md" bg="var(--mantine-color-default-hover)" data-testid="ac-signing">
      <Stack gap="md">
        <Text size="sm">{t('ac.signIntro')}</Text>
        {ac.failures.map((failure) => (
          <Group key={failure.id} justify="space-between" wrap="wrap" gap="xs" data-testid="ac-verdict">
            <Text size="sm">{`N.º ${failure.number} · ${failure.label}`}</Text>
            <VerdictControl
              label={t('ac.verdictFor', { number: failure.number })}
              value={state.verdicts[failure.id]}
              onChange={(verdict) => set({ verdicts: { ...state.verdicts, [failure.id]: verdict } })}
              texts={{ conforming: t('acStatus.conforming'), non_conforming: t('acStatus.non_conforming') }}
            />
          </Group>
        ))}
        {problems.includes('verdicts') && <Text size="sm" c="red">{t('ac.missingVerdicts')}</Text>}
        <TextInput
          label={t('ac.signer')}
          required
          value={state.signerName}
          onChange={(event) => set({ signerName: event.currentTarget.value })}
          error={problems.includes('signerName') ? t('validation.required') : error?.fieldError('signer_name')}
        />
        <div>
          <ActSignaturePad label={t('ac.signatureOf', { name: state.signerName || t('ac.owner') })} signed={state.image !== null} onChange={(image) => set({ image })} />
          {(problems.includes('image') || error?.fieldError('signature')) && (
            <Text size="sm" c="red">
              {error?.fieldError('signature') ?? t('ac.missingSignature')}
            </Text>
          )}
        </div>
        <Textarea label={t('ac.comment')} description={t('ac.commentHint')} autosize minRows={2} value={state.comment} onChange={(event) => set({ comment: event.currentTarget.value })} error={error?.fieldError('comment')} />
        {outcome && (
          <Alert color={outcome === 'conforming' ? 'teal' : 'red'} data-testid="ac-outcome">
            {t(`ac.outcome.${outcome}`)}
          </Alert>
        )}
        {error && !['signer_name', 'signature', 'comment'].some((field) => error.fieldError(field)) && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="grape" leftSection={<IconUserX size={16} />} onClick={() => void send(true)} disabled={sign.isPending}>
            {t('ac.refuse')}
          </Button>
          <Button leftSection={<IconSignature size={16} />} onClick={() => void send(false)} loading={sign.isPending}>
            {t('ac.sign')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
