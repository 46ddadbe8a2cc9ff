import type { ConnectorKind } from './types';

/** Every connectors query key starts with `all`; settings and logs are apart so a test refreshes only the log. */
export const connectorsKeys = {
  all: ['config', 'connectors'] as const,
  connector: (kind: ConnectorKind) => ['config', 'connectors', 'settings', kind] as const,
  logs: (kind: ConnectorKind) => ['config', 'connectors', 'logs', kind] as const,
  browse: (path: string) => ['config', 'connectors', 'browse', path] as const,
  cboxFolders: (projectId: string, folderId: string | null) => ['config', 'connectors', 'cbox-folders', projectId, folderId] as const,
};
