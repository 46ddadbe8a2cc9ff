import { useTranslation } from 'react-i18next';
import { NotificationCard } from '@/components/ui/notification-card';
import type { ReceivedNotification } from '../../api/get-received-notifications';
import { moduleLabel } from './module-label';

interface ReceivedItemProps {
  notification: ReceivedNotification;
  marking: boolean;
  onMarkRead: () => void;
}

/** A received notification of /config/notificaciones/recibidas, badged "Nueva" while unread. */
export function ReceivedItem({ notification, marking, onMarkRead }: ReceivedItemProps) {
  const { t } = useTranslation(['config-notifications', 'common']);
  return (
    <NotificationCard
      notification={notification}
      moduleLabel={moduleLabel(t, notification.module)}
      labels={{ open: t('received.open'), markRead: t('received.markRead'), newBadge: t('received.newBadge') }}
      marking={marking}
      onMarkRead={onMarkRead}
      testId="received-notification"
    />
  );
}
