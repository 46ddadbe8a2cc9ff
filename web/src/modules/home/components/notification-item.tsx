import { useTranslation } from 'react-i18next';
import { NotificationCard } from '@/components/ui/notification-card';
import type { AppNotification } from '../api/types';

interface NotificationItemProps {
  notification: AppNotification;
  marking: boolean;
  onMarkRead: () => void;
}

/** A notification of My tasks. */
export function NotificationItem({ notification, marking, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <NotificationCard
      notification={notification}
      moduleLabel={t(`common:modules.${notification.module}`, { defaultValue: notification.module })}
      labels={{ open: t('tasks.open'), markRead: t('tasks.markRead') }}
      marking={marking}
      onMarkRead={onMarkRead}
      testId="task-item"
    />
  );
}
