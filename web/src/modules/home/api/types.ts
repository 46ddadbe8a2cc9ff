import type { Schema } from '@/api/schemas';

export type Project = Schema<'ProjectOut'>;
export type AppNotification = Schema<'NotificationOut'>;
