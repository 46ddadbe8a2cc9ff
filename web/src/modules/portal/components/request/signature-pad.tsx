import { useTranslation } from 'react-i18next';
import { SignaturePad as Pad } from '@/components/ui/signature/signature-pad';

interface SignaturePadProps {
  /** Whose signature ('Firma de Juana Rojas'): the canvas' accessible name and its title. */
  label: string;
  onChange: (image: string | null) => void;
  signed: boolean;
}

/** The shared signature pad with the portal's words. */
export function SignaturePad({ label, onChange, signed }: SignaturePadProps) {
  const { t } = useTranslation();
  return <Pad label={label} onChange={onChange} signed={signed} texts={{ sign: t('ac.signHint'), signed: t('ac.signedHint'), clear: t('ac.clear') }} showLabel />;
}
