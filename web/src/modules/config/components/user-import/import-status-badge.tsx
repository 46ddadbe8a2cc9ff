import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { draft: 'gray', completed: 'teal', failed: 'red' };

/** Borrador, Completada or Fallida. */
export function ImportStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('config-import');
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none" miw="max-content" data-testid="import-status">
      {t(`history.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
