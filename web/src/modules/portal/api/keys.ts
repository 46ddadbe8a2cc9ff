/** Query keys of the portal's cache, all under `portal`. */
export const portalKeys = {
  all: ['portal'] as const,
  me: () => ['portal', 'me'] as const,
  embed: (projectId: string) => ['portal', 'embed', projectId] as const,
  home: (projectId: string | null) => ['portal', 'home', projectId ?? 'all'] as const,
  unit: (id: string) => ['portal', 'unit', id] as const,
  request: (id: string) => ['portal', 'request', id] as const,
  link: (token: string) => ['portal', 'link', token] as const,
};
