import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimState } from '../../api/bim/types';
import { hasProgress, STATE_COLORS } from './bim-format';

interface BimStateBadgeProps {
  state: BimState;
  /** 0–100, shown as a bar while processing or optimizing. */
  progress: number;
  /** The server's reason for a failure. */
  error?: string | null;
  /** Names what the badge is about, for the progress bar's label. */
  name: string;
}

/** 'Subido', 'Procesando 40 %' with its bar, 'Optimizando', 'Disponible', or 'Falló' with the reason. */
export function BimStateBadge({ state, progress, error, name }: BimStateBadgeProps) {
  const { t } = useTranslation('config-bim');
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  const withBar = hasProgress(state);
  return (
    <Stack gap={4} miw={120} data-testid="bim-state" data-state={state}>
      <Badge color={STATE_COLORS[state]} variant="light" tt="none">
        {withBar ? t('state.withProgress', { state: t(`state.${state}`), percent }) : t(`state.${state}`)}
      </Badge>
      {withBar && <Progress value={percent} size="sm" color={STATE_COLORS[state]} animated aria-label={t('state.progressOf', { name })} />}
      {state === 'failed' && (
        <Text size="xs" c="red" data-testid="bim-failure">
          {error ?? t('state.failedGeneric')}
        </Text>
      )}
    </Stack>
  );
}
