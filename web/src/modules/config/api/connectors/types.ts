/** Wire types of the connectors screens (`/config/integraciones/{hubspot,procore,…}`), from the generated schema. */
import type { Schema } from '@/api/schemas';

/** The connectors with a settings screen (webhooks have their own screens). */
export type ConnectorKind = 'crm' | 'construction' | 'planning' | 'cloud_storage' | 'hr';

/** One setting as the server stores it: text, a list of e-mails, or a yes/no. */
export type SettingValue = string | boolean | string[] | null;
export type Settings = Partial<Record<string, SettingValue>>;

/**
 * A connector's settings and activation. The schema types `settings` as `Record<string, never>` (an untyped JSON
 * object in the OpenAPI document), so the fields are read here as the setting values they are.
 */
export type Connector = Omit<Schema<'ConnectorOut'>, 'settings'> & { settings: Settings };
export type ConnectorLog = Schema<'LogRowOut'>;
/** What a test, a sync, an export or an import did. */
export type Outcome = Schema<'OutcomeOut'>;
export type RemoteEntry = Schema<'RemoteEntry'>;
export type CboxItem = Schema<'CboxItemOut'>;
