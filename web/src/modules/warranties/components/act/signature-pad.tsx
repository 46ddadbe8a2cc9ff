import { useTranslation } from 'react-i18next';
import { SignaturePad } from '@/components/ui/signature/signature-pad';

interface ActSignaturePadProps {
  /** Who signs here ('Firma de Juana Pérez'), for the canvas' accessible name. */
  label: string;
  onChange: (image: string | null) => void;
  signed: boolean;
}

/** The shared signature pad with the delivery act's words. */
export function ActSignaturePad({ label, onChange, signed }: ActSignaturePadProps) {
  const { t } = useTranslation('warranties-unit');
  const texts = { sign: t('act.signHint'), signed: t('act.signedHint'), clear: t('act.clear') };
  return <SignaturePad label={label} onChange={onChange} signed={signed} texts={texts} testId="act-signature-canvas" />;
}
