import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import classes from './signature-pad.module.css';

interface ActSignaturePadProps {
  /** Who signs here ('Firma de Juana Pérez'), for the canvas' accessible name. */
  label: string;
  /** A PNG data URL after each stroke, null once cleared. */
  onChange: (image: string | null) => void;
  signed: boolean;
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

/** A drawing area (signature_pad, as the account signature uses it) with Limpiar; reports a PNG after each stroke. */
export function ActSignaturePad({ label, onChange, signed }: ActSignaturePadProps) {
  const { t } = useTranslation('warranties-unit');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const onStroke = () => changeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
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
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      <Box className={classes.frame}>
        <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={label} data-testid="act-signature-canvas" data-signed={signed} />
        <div className={classes.line} aria-hidden />
      </Box>
      <Group justify="space-between" mt={6}>
        <Text size="xs" c={signed ? 'blue.9' : 'dimmed'}>
          {signed ? t('act.signedHint') : t('act.signHint')}
        </Text>
        <Button size="compact-sm" variant="subtle" leftSection={<IconEraser size={14} />} onClick={clear} disabled={!signed}>
          {t('act.clear')}
        </Button>
      </Group>
    </Box>
  );
}
