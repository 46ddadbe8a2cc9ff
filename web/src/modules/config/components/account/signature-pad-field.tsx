import { Box, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignaturePad } from '@/components/ui/signature/use-signature-pad';
import classes from './signature-pad-field.module.css';
import { signatureFits } from './signature-image';

interface SignaturePadFieldProps {
  /** Locked until the e-mail is verified: the area is shown but takes no strokes. */
  disabled?: boolean;
  saving?: boolean;
  /** The server's refusal, under the area. */
  error?: string | null;
  onSave: (image: string) => void;
  onCancel?: () => void;
}

/** A drawing area (signature_pad) with Limpiar and Guardar firma; sends a PNG data URL. */
export function SignaturePadField({ disabled = false, saving = false, error, onSave, onCancel }: SignaturePadFieldProps) {
  const { t } = useTranslation('config-account');
  const [empty, setEmpty] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { canvasRef, padRef } = useSignaturePad(!disabled, (pad) => {
    setEmpty(pad.isEmpty());
    setProblem(null);
  });

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    setProblem(null);
  };

  const save = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setProblem(t('signature.empty'));
      return;
    }
    const image = pad.toDataURL('image/png');
    if (!signatureFits(image)) {
      setProblem(t('signature.tooLarge'));
      return;
    }
    onSave(image);
  };

  const message = problem ?? error;
  return (
    <Box>
      <Box className={classes.frame} data-disabled={disabled || undefined}>
        <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={t('signature.padLabel')} data-testid="signature-canvas" data-disabled={disabled} />
        <div className={classes.line} aria-hidden />
      </Box>
      <Text size="xs" c="dimmed" mt={6}>
        {disabled ? t('signature.lockedHint') : t('signature.hint')}
      </Text>
      {message && (
        <Text size="sm" c="red" role="alert" mt={6} data-testid="signature-error">
          {message}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="sm">
        {onCancel && (
          <Button variant="subtle" onClick={onCancel} disabled={saving}>
            {t('signature.cancel')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear} disabled={disabled || empty || saving}>
          {t('signature.clear')}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} disabled={disabled || empty} loading={saving} data-testid="save-signature">
          {t('signature.save')}
        </Button>
      </Group>
    </Box>
  );
}
