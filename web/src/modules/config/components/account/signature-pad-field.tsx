import { Box, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
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

/** Sizes the canvas to its box in device pixels (sharp strokes), keeping what is drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  if (canvas.offsetWidth === 0) return;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const strokes = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/** A drawing area (signature_pad) with Limpiar and Guardar firma; sends a PNG data URL. */
export function SignaturePadField({ disabled = false, saving = false, error, onSave, onCancel }: SignaturePadFieldProps) {
  const { t } = useTranslation('config-account');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || disabled) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    const onStroke = () => {
      setEmpty(pad.isEmpty());
      setProblem(null);
    };
    pad.addEventListener('endStroke', onStroke);
    fitCanvas(canvas, pad);
    const observer = new ResizeObserver(() => fitCanvas(canvas, pad));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onStroke);
      pad.off();
      padRef.current = null;
    };
  }, [disabled]);

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
