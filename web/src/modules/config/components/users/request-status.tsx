import { Alert, Badge } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivationRequest } from '../../api/types';

const STATUS = {
  sent: { color: 'blue', icon: IconSend },
  in_progress: { color: 'yellow', icon: IconClockHour4 },
  enabled: { color: 'green', icon: IconCircleCheck },
} as const;

/** Where the provider is with the request for more users: 'Solicitud de más usuarios: enviada'. */
export function RequestStatus({ request, compact = false }: { request: ActivationRequest; compact?: boolean }) {
  const { t, i18n } = useTranslation('config');
  const status = STATUS[request.status];
  const label = t('users.limit.requestStatus', { status: t(`users.limit.status.${request.status}`) });
  if (compact) {
    return (
      <Badge variant="light" color={status.color} leftSection={<status.icon size={12} />} tt="none" data-testid="user-request-status" data-status={request.status}>
        {label}
      </Badge>
    );
  }
  const date = new Date(request.created_at).toLocaleDateString(i18n.language);
  return (
    <Alert color={status.color} icon={<status.icon size={20} />} title={label} data-testid="user-request-status" data-status={request.status}>
      {t(`users.limit.statusDetail.${request.status}`, { date })}
    </Alert>
  );
}
