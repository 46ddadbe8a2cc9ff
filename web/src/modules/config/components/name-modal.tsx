import { useTranslation } from 'react-i18next';
import { NameDialog, type NameDialogProps } from '@/components/ui/name-dialog';
import { NAME_MAX, NAME_MIN, nameError } from '../validation';

export type NameModalProps = Omit<NameDialogProps, 'validate' | 'hint'> & { testId: string };

/** The shared name dialog with configuration's name rule (length, no double spaces) and its hint. */
export function NameModal(props: NameModalProps) {
  const { t } = useTranslation('config');
  return <NameDialog {...props} validate={(value) => nameError(t, value)} hint={t('validation.nameHint', { min: NAME_MIN, max: NAME_MAX })} />;
}
