/**
 * Query keys of the quality module. Every key starts with ['quality', projectId], so a write can refresh everything
 * the project's schedule shows (list, Gantt, 4D) by invalidating `qualityKeys.project(projectId)`.
 */
export const qualityKeys = {
  project: (projectId: string) => ['quality', projectId] as const,
  activities: (projectId: string, params?: unknown) => ['quality', projectId, 'activities', params ?? {}] as const,
  activity: (projectId: string, id: string) => ['quality', projectId, 'activity', id] as const,
  history: (projectId: string, id: string) => ['quality', projectId, 'history', id] as const,
  /** The Gantt's first answer, and under it each branch opened (`parent`). */
  gantt: (projectId: string, parent?: string) => (parent ? (['quality', projectId, 'gantt', parent] as const) : (['quality', projectId, 'gantt'] as const)),
  stages: (projectId: string) => ['quality', projectId, 'stages'] as const,
  modelProgress: (projectId: string, modelId: string, date: string) => ['quality', projectId, 'model-progress', modelId, date] as const,
  elements: (projectId: string, activityId: string, modelId: string) => ['quality', projectId, 'elements', activityId, modelId] as const,
  /** Attributes are company-wide. */
  attributes: () => ['quality-attributes'] as const,
};
