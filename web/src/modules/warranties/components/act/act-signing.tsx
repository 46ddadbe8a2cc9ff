import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { usePreviewSignedAct } from '../../api/preview-signed-act';
import { useSignAct } from '../../api/sign-act';
import type { OwnerOut, UnitOut } from '../../api/types';
import { useUnitRights } from '../shared/use-rights';
import { defaultSigners, missingSignatures, ownerName, REPRESENTATIVE, toActIn, type SigningState } from './act-signers';
import { ActSignaturePad } from './signature-pad';

interface ActSigningProps {
  unit: UnitOut;
  owners: OwnerOut[];
  /** The act as it will be stored with these signatures, to show in place of the empty one. */
  onPreview: (pdf: Blob) => void;
}

/**
 * Signing the act: who of the owners signs (a pad each) and the company's representative (a pad and a name), an
 * optional note; "Vista previa con firmas" shows the act as it will be stored, "Firmar acta" stores it.
 */
export function ActSigning({ unit, owners, onPreview }: ActSigningProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const { me } = useUnitRights();
  const preview = usePreviewSignedAct(unit.id);
  const sign = useSignAct(unit.id);
  const [state, setState] = useState<SigningState>(() => ({
    signers: defaultSigners(owners),
    images: {},
    representativeName: `${me.user.first_name} ${me.user.last_name}`.trim(),
    note: '',
  }));
  const [missing, setMissing] = useState<string[]>([]);
  const setImage = (key: string, image: string | null) => setState((current) => ({ ...current, images: { ...current.images, [key]: image } }));

  const ready = () => {
    const gaps = missingSignatures(state, owners, t('act.representative'));
    setMissing(gaps);
    return gaps.length === 0 && state.signers.length > 0;
  };

  const showPreview = () => {
    if (ready()) preview.mutate(toActIn(state, owners), { onSuccess: onPreview });
  };

  const confirmSign = () => {
    if (!ready()) return;
    modals.openConfirmModal({
      title: t('act.confirmTitle', { name: unit.name }),
      centered: true,
      children: <Text size="sm">{t('act.confirmBody')}</Text>,
      labels: { confirm: t('act.sign'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-sign-act' },
      onConfirm: () => sign.mutate(toActIn(state, owners), { onSuccess: () => notifySuccess(t('act.signed', { name: unit.name })) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="act-signing">
      <Stack gap="md">
        <Title order={4}>{t('act.signaturesTitle')}</Title>
        {owners.length === 0 ? (
          <Alert color="yellow">{t('act.noOwners')}</Alert>
        ) : (
          <Checkbox.Group label={t('act.whoSigns')} value={state.signers} onChange={(signers) => setState((current) => ({ ...current, signers }))}>
            <Group gap="md" mt={6}>
              {owners.map((owner) => (
                <Checkbox key={owner.id} value={owner.id} label={t('act.signerOption', { name: ownerName(owner), role: t(`owners.role.${owner.role}`) })} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {state.signers.map((id) => {
            const owner = owners.find((entry) => entry.id === id);
            if (!owner) return null;
            const label = t('act.signatureOf', { name: ownerName(owner) });
            return (
              <Stack key={id} gap={4} data-testid="signer-pad">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <ActSignaturePad label={label} signed={Boolean(state.images[id])} onChange={(image) => setImage(id, image)} />
              </Stack>
            );
          })}
          <Stack gap={4} data-testid="representative-pad">
            <TextInput
              label={t('act.representativeName')}
              value={state.representativeName}
              onChange={(event) => {
                const representativeName = event.currentTarget.value;
                setState((current) => ({ ...current, representativeName }));
              }}
            />
            <ActSignaturePad label={t('act.representative')} signed={Boolean(state.images[REPRESENTATIVE])} onChange={(image) => setImage(REPRESENTATIVE, image)} />
          </Stack>
        </SimpleGrid>
        <Textarea label={t('act.note')} autosize minRows={2} value={state.note} onChange={(event) => {
          const note = event.currentTarget.value;
          setState((current) => ({ ...current, note }));
        }} />
        {missing.length > 0 && (
          <Alert color="orange" data-testid="act-missing">
            {t('act.missing', { names: missing.join(', ') })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={showPreview} loading={preview.isPending} data-testid="preview-signed">
            {t('act.previewSigned')}
          </Button>
          <Button leftSection={<IconSignature size={16} />} onClick={confirmSign} loading={sign.isPending} disabled={owners.length === 0} data-testid="sign-act">
            {t('act.sign')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
