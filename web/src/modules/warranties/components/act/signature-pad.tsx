import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignaturePad } from '@/components/ui/signature/use-signature-pad';
import classes from './signature-pad.module.css';

interface ActSignaturePadProps {
  /** Who signs here ('Firma de Juana Pérez'), for the canvas' accessible name. */
  label: string;
  /** A PNG data URL after each stroke, null once cleared. */
  onChange: (image: string | null) => void;
  signed: boolean;
}

/** A drawing area (signature_pad, as the account signature uses it) with Limpiar; reports a PNG after each stroke. */
export function ActSignaturePad({ label, onChange, signed }: ActSignaturePadProps) {
  const { t } = useTranslation('warranties-unit');
  const { canvasRef, padRef } = useSignaturePad(true, (pad) => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png')));

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
