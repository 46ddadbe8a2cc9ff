export { bindActiveProject, fetchMe, meQueryKey, meQueryOptions, setMe, useMe, useOptionalMe } from './me-query';
export { useLogout, useUpdatePreferences } from './session-actions';
export type { Me, ModuleAccess, ModuleAccessLevel, ModuleKey, NamedRef, Preferences } from './types';
