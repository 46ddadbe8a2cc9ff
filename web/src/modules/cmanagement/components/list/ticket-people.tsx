import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../api/types';

/** A responsible's name, or a dimmed "Sin responsable". */
export function ResponsibleName({ responsible, size = 'sm' }: { responsible: NamedRef | null; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('cmanagement-tickets');
  return (
    <Text size={size} c={responsible ? undefined : 'dimmed'} lineClamp={2} title={responsible?.name}>
      {responsible?.name ?? t('fields.noResponsible')}
    </Text>
  );
}
