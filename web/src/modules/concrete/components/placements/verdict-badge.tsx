import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { conforming: 'green', non_conforming: 'red', pending: 'gray' };

/** A lot's verdict: green conforming, red non-conforming, gray pending. */
export function VerdictBadge({ verdict, label }: { verdict: string; label?: string }) {
  const { t } = useTranslation('concrete-placements');
  const name = t(`verdict.${verdict}`, { defaultValue: verdict });
  return (
    <Badge color={COLORS[verdict] ?? 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="verdict-badge" data-verdict={verdict}>
      {label ? `${label} · ${name}` : name}
    </Badge>
  );
}
