/**
 * Query keys of the verifications module. Project data starts with ['verifications', projectId] so one write can
 * refresh the list, the Gantt and the receptions; templates are company-wide.
 */
export const verificationKeys = {
  project: (projectId: string) => ['verifications', projectId] as const,
  list: (projectId: string, params: unknown) => ['verifications', projectId, 'list', params] as const,
  detail: (projectId: string, id: string) => ['verifications', projectId, 'detail', id] as const,
  gantt: (projectId: string) => ['verifications', projectId, 'gantt'] as const,
  receptions: (projectId: string, activityId: string) => ['verifications', projectId, 'receptions', activityId] as const,
  users: (projectId: string) => ['verifications', projectId, 'users'] as const,
  activities: (projectId: string, search: string) => ['verifications', projectId, 'activities', search] as const,
  allTemplates: () => ['verification-templates'] as const,
  templates: (params?: unknown) => ['verification-templates', params ?? {}] as const,
  template: (id: string) => ['verification-templates', 'one', id] as const,
  attributes: () => ['verification-templates', 'attributes'] as const,
};
