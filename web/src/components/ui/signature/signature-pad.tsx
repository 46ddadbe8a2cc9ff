import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import classes from './signature-pad.module.css';
import { useSignaturePad } from './use-signature-pad';

export interface SignaturePadProps {
  /** Who signs here ('Firma de Juana Pérez'): the canvas' accessible name, and its visible title with `showLabel`. */
  label: string;
  /** A PNG data URL after each stroke, null once cleared. */
  onChange: (image: string | null) => void;
  signed: boolean;
  /** The module's words: the hint before and after signing, and the clear button. */
  texts: { sign: string; signed: string; clear: string };
  showLabel?: boolean;
  testId?: string;
}

/**
 * A drawing area for a finger or a mouse (signature_pad) with a clear button: the delivery act, the conformity
 * record and the owners' portal sign on this one pad.
 */
export function SignaturePad({ label, onChange, signed, texts, showLabel = false, testId = 'signature-canvas' }: SignaturePadProps) {
  const { canvasRef, padRef } = useSignaturePad(true, (pad) => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png')));
  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };
  return (
    <Box>
      {showLabel && (
        <Text size="sm" fw={500} mb={4}>
          {label}
        </Text>
      )}
      <Box className={classes.frame}>
        <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={label} data-testid={testId} data-signed={signed} />
        <div className={classes.line} aria-hidden />
      </Box>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text size="xs" c={signed ? 'var(--mantine-color-teal-light-color)' : 'dimmed'}>
          {signed ? texts.signed : texts.sign}
        </Text>
        <Button size="compact-sm" variant="subtle" leftSection={<IconEraser size={14} />} onClick={clear} disabled={!signed}>
          {texts.clear}
        </Button>
      </Group>
    </Box>
  );
}
