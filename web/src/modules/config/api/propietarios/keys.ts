import type { QueryClient } from '@tanstack/react-query';

/** Every owners' configuration query key starts here (the warranties screens keep their own under `warranties`). */
export const ownersKeys = {
  all: ['config', 'propietarios'] as const,
  unitTypes: (projectId: string) => ['config', 'propietarios', projectId, 'unit-types'] as const,
  unitType: (id: string) => ['config', 'propietarios', 'unit-type', id] as const,
  severities: (projectId: string) => ['config', 'propietarios', projectId, 'severities'] as const,
  plans: (unitTypeId: string) => ['config', 'propietarios', 'plans', unitTypeId] as const,
  project: (projectId: string) => ['config', 'propietarios', projectId, 'project'] as const,
  settings: (projectId: string) => ['config', 'propietarios', projectId, 'settings'] as const,
  inbox: (projectId: string) => ['config', 'propietarios', projectId, 'inbox'] as const,
};

/** The warranties module's cached unit types and severities (its pickers) go stale with these changes too. */
export const warrantiesKey = ['warranties'] as const;

/** One file under `file`, typed as the schema's string field (openapi-fetch sends FormData as it is). */
export function fileBody<T>(file: File): T {
  const form = new FormData();
  form.append('file', file);
  return form as unknown as T;
}

/** After a change to the configuration: everything under it, and the warranties screens that read it. */
export function reloadOwnersConfig(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: ownersKeys.all }), client.invalidateQueries({ queryKey: warrantiesKey })]);
}
