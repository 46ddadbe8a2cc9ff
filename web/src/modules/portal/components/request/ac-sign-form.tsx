import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSignature, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { useSignAc } from '../../api/sign-ac';
import type { Ac } from '../../api/types';
import { notifyDone } from '../shared/notify';
import { expectedStatus, initialSign, signProblems, toSignIn, type AcSignProblem, type AcSignState } from './ac-sign-values';
import { SignaturePad } from './signature-pad';
import { VerdictControl } from '@/components/ui/signature/verdict-control';

interface AcSignFormProps {
  ac: Ac;
  requestId: string;
  ownerName: string | null;
}

/** The server's message for a field (`verdicts.0.verdict` counts as the verdicts'). */
function serverError(error: ApiError | null, field: string): string | undefined {
  if (!error) return undefined;
  if (field === 'verdicts') return Object.entries(error.errors).find(([key]) => key.startsWith('verdicts'))?.[1][0];
  return error.fieldError(field);
}

/** Conforming or not for each failure, the owner's name and drawn signature; or the refusal, with a comment. */
export function AcSignForm({ ac, requestId, ownerName }: AcSignFormProps) {
  const { t } = useTranslation();
  const sign = useSignAc();
  const [state, setState] = useState<AcSignState>(() => initialSign(ac, ownerName));
  const [problems, setProblems] = useState<AcSignProblem[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const set = (patch: Partial<AcSignState>) => setState((current) => ({ ...current, ...patch }));
  const outcome = expectedStatus(state);
  const message = (problem: AcSignProblem, text: string) => (problems.includes(problem) ? text : serverError(error, problem === 'signerName' ? 'signer_name' : problem === 'image' ? 'signature' : problem));

  const send = async (refused: boolean) => {
    setError(null);
    const missing = signProblems(state, refused);
    setProblems(missing);
    if (missing.length > 0) return;
    try {
      await sign.mutateAsync({ acId: ac.id, requestId, body: toSignIn(state, refused) });
      notifyDone(t(refused ? 'ac.refusedDone' : 'ac.signedDone', { code: ac.code }));
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status !== 401) setError(caught);
    }
  };

  const verdictsError = message('verdicts', t('ac.missingVerdicts'));
  const unplaced = error && !['signer_name', 'signature', 'comment'].some((field) => error.fieldError(field)) && !serverError(error, 'verdicts');
  return (
    <Stack gap="md" data-testid="ac-sign-form">
      <Text size="sm">{t('ac.intro')}</Text>
      {ac.failures.map((failure) => (
        <Stack key={failure.id} gap={6} data-testid="ac-verdict">
          <Text size="sm" fw={600}>
            {t('ac.failureLine', { number: failure.number, label: failure.label })}
          </Text>
          <VerdictControl
            fullWidth
            label={t('ac.verdictFor', { number: failure.number })}
            value={state.verdicts[failure.id]}
            onChange={(verdict) => set({ verdicts: { ...state.verdicts, [failure.id]: verdict } })}
            texts={{ conforming: t('acStatus.conforming'), non_conforming: t('acStatus.non_conforming') }}
          />
        </Stack>
      ))}
      {verdictsError && (
        <Text size="sm" c="red" role="alert">
          {verdictsError}
        </Text>
      )}
      <TextInput label={t('ac.signer')} required autoComplete="name" value={state.signerName} onChange={(event) => set({ signerName: event.currentTarget.value })} error={message('signerName', t('ac.missingName'))} />
      <div>
        <SignaturePad label={t('ac.signatureOf', { name: state.signerName.trim() || t('ac.you') })} signed={state.image !== null} onChange={(image) => set({ image })} />
        {message('image', t('ac.missingSignature')) && (
          <Text size="sm" c="red" role="alert">
            {message('image', t('ac.missingSignature'))}
          </Text>
        )}
      </div>
      <Textarea label={t('ac.comment')} description={t('ac.commentHint')} autosize minRows={2} value={state.comment} onChange={(event) => set({ comment: event.currentTarget.value })} error={message('comment', t('ac.missingComment'))} />
      {outcome && (
        <Alert color={outcome === 'conforming' ? 'teal' : 'red'} data-testid="ac-outcome" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {t(`ac.outcome.${outcome}`)}
        </Alert>
      )}
      {unplaced && (
        <Alert color="orange" role="alert">
          {error.fieldMessages[0] ?? error.message}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => void send(true)} disabled={sign.isPending}>
          {t('ac.refuse')}
        </Button>
        <Button leftSection={<IconSignature size={16} />} onClick={() => void send(false)} loading={sign.isPending}>
          {t('ac.sign')}
        </Button>
      </Group>
    </Stack>
  );
}
