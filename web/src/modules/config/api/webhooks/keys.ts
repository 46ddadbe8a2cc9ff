import type { LogFilters } from './types';

/** Every webhooks query key starts with `all`; an application's own keys sit under `apps`. */
export const webhooksKeys = {
  all: ['config', 'webhooks'] as const,
  activation: ['config', 'webhooks', 'activation'] as const,
  catalogue: ['config', 'webhooks', 'catalogue'] as const,
  apps: ['config', 'webhooks', 'apps'] as const,
  app: (id: string) => ['config', 'webhooks', 'apps', id] as const,
  logs: (id: string) => ['config', 'webhooks', 'logs', id] as const,
  logsOf: (id: string, filters: LogFilters) => ['config', 'webhooks', 'logs', id, filters] as const,
};
