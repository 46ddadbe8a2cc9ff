/** Wire types of the webhooks screens (`/config/integraciones/webhooks`), read from the generated OpenAPI schema. */
import type { Schema } from '@/api/schemas';

export type Activation = Schema<'ActivationOut'>;
export type WebhookApp = Schema<'AppOut'>;
export type AppWithSecret = Schema<'AppWithSecret'>;
export type Subscription = Schema<'SubscriptionOut'>;
export type CatalogueEvent = Schema<'EventOut'>;
export type EventIn = Schema<'EventIn'>;
export type Delivery = Schema<'DeliveryOut'>;
export type WebhookLog = Schema<'LogOut'>;

/** Where an application sends: only a `testing` one may reach a local receiver (when the server allows it). */
export type AppEnv = 'testing' | 'production';
export const APP_ENVS: readonly AppEnv[] = ['testing', 'production'];

/** The History tab's filters; both optional. */
export interface LogFilters {
  status?: 'succeeded' | 'failed';
  event?: string;
}
