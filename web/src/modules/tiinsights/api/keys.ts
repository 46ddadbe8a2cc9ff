/** Every technical-insights query key starts here, so one prefix reloads the whole module. */
export const tiKeys = {
  all: ['tiinsights'] as const,
  logs: (query: object) => ['tiinsights', 'logs', query] as const,
  resources: ['tiinsights', 'resources'] as const,
  dumps: ['tiinsights', 'dumps'] as const,
};

export const SQL_PATH = '/api/tiinsights/sql';
export const LOGS_PATH = '/api/tiinsights/logs';
export const RESOURCES_PATH = '/api/tiinsights/resources';
export const DUMPS_PATH = '/api/tiinsights/dumps';
export const dumpDownloadPath = (id: string) => `${DUMPS_PATH}/${encodeURIComponent(id)}/download`;
