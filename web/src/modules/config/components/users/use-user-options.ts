import { useMemo } from 'react';
import { useProjectOptions } from '../../api/get-project-options';
import { usePositions } from '../../api/get-positions';
import { useProfiles } from '../../api/get-profiles';
import type { UserOptions } from './user-form-drawer';

/** The server's page maximum: a company's positions fit in one page. */
const ALL = { page: 1, rowsPerPage: 200, sortBy: 'name', search: '' } as const;

/** Positions, profiles and projects as select options, shared by the filters, the form and the mass edit. */
export function useUserOptions(): UserOptions {
  const positions = usePositions(ALL);
  const profiles = useProfiles('');
  const projects = useProjectOptions();
  return useMemo(
    () => ({
      positions: (positions.data?.data ?? []).map((position) => ({ value: position.id, label: position.name })),
      profiles: (profiles.data?.data ?? []).map((profile) => ({ value: profile.id, label: profile.name })),
      projects: (projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
    }),
    [positions.data, profiles.data, projects.data],
  );
}
