import { useTranslation } from 'react-i18next';
import { NameDialog as SharedNameDialog, type NameDialogProps as SharedProps } from '@/components/ui/name-dialog';

export type NameDialogProps = Omit<SharedProps, 'validate'>;

/** Asks for one name: a new folder, or the new name of an item (required; the server checks the rest). */
export function NameDialog(props: NameDialogProps) {
  const { t } = useTranslation('cbox');
  return <SharedNameDialog {...props} validate={(value) => (value.trim() === '' ? t('dialogs.required') : null)} />;
}
