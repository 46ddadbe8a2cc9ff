import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../api/types';
import { formatMoney } from '../format';

/** One cost of the row in its currency; a summary over several currencies has no sum and says so. */
export function MoneyCell({ activity, amount }: { activity: Activity; amount: number | null | undefined }) {
  const { t, i18n } = useTranslation('quality');
  if (activity.mixed_currency) {
    return (
      <Text size="xs" c="dimmed" fs="italic" ta="right">
        {t('list.mixedCurrency')}
      </Text>
    );
  }
  return (
    <Text size="sm" ta="right" fw={activity.is_summary ? 700 : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(amount, activity.currency, i18n.language)}
    </Text>
  );
}
