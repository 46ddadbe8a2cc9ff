import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationResult, VerificationState } from '../api/types';

const STATE_COLORS: Record<VerificationState, string> = { pending: 'gray', in_progress: 'blue', closed: 'teal' };
const RESULT_COLORS: Record<VerificationResult, string> = { pending: 'gray', complies: 'teal', failure: 'red', not_applicable: 'yellow' };

/** A verification's state as a light badge. */
export function StateBadge({ state }: { state: VerificationState }) {
  const { t } = useTranslation('verifications');
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="verification-state">
      {t(`states.${state}`)}
    </Badge>
  );
}

export function resultColor(result: VerificationResult): string {
  return RESULT_COLORS[result];
}
