import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An application's env: testing (grey-blue) or production (green). */
export function EnvBadge({ env }: { env: string }) {
  const { t } = useTranslation('config-webhooks');
  return (
    <Badge variant="light" color={env === 'production' ? 'teal' : 'indigo'} tt="none" data-testid="env-badge">
      {t(`env.${env}`, { defaultValue: env })}
    </Badge>
  );
}
