/** Wire types of the API keys screen (`/config/integraciones/api-keys`), from the generated schema. */
import type { Schema } from '@/api/schemas';

export type ApiKey = Schema<'ApiKeyOut'>;
export type ApiKeyCreated = Schema<'ApiKeyCreated'>;

/** What a key may do: read only, or read and change data. */
export type ApiKeyAccess = 'read' | 'write';
export const API_KEY_ACCESS: readonly ApiKeyAccess[] = ['read', 'write'];

export const apiKeysQueryKey = ['config', 'api-keys'] as const;
