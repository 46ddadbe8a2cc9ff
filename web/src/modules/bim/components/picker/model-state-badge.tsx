import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimModel, BimState } from '../../api/types';

const COLORS: Record<BimState, string> = {
  uploaded: 'gray',
  processing: 'blue',
  optimizing: 'cyan',
  available: 'green',
  failed: 'red',
};

/** A model's state, with its progress while the server works on it. */
export function ModelStateBadge({ model }: { model: Pick<BimModel, 'state' | 'progress'> }) {
  const { t } = useTranslation('bim');
  const label = t(`state.${model.state}`);
  const working = model.state === 'processing' || model.state === 'optimizing';
  return (
    <Badge color={COLORS[model.state]} variant="light">
      {working ? t('state.withProgress', { state: label, progress: Math.round(model.progress) }) : label}
    </Badge>
  );
}
