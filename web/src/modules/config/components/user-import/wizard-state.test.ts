import { describe, expect, it } from 'vitest';
import type { ImportPosition } from '../../api/user-import-types';
import {
  buildPlan,
  carryMapping,
  EMPTY_MAPPING,
  INITIAL_CHOICES,
  mappingFrom,
  missingFields,
  positionsWithoutProfile,
  positionsWithoutProjects,
  projectsOf,
  withRole,
  type WizardChoices,
} from './wizard-state';

const known = (name: string, rows = 1): ImportPosition => ({ name, rows, position_id: `id-${name}` });
const unknown = (name: string): ImportPosition => ({ name, rows: 1, position_id: null });

describe('mapping', () => {
  it('completes the suggestion and drops columns the file does not have', () => {
    expect(mappingFrom({ first_name: 0, email: 3, position: 9 }, 5)).toEqual({ ...EMPTY_MAPPING, first_name: 0, email: 3 });
  });

  it('names the required fields still without a column, never the optional profile', () => {
    expect(missingFields(EMPTY_MAPPING)).toEqual(['first_name', 'last_name', 'username', 'email', 'position']);
    expect(missingFields({ first_name: 0, last_name: 1, username: 2, email: 3, position: 4, profile: null })).toEqual([]);
    expect(missingFields({ first_name: 0, last_name: 0, username: null, email: 3, position: 4, profile: 5 })).toEqual(['username']);
  });

  it('keeps earlier choices for a corrected file by header name, wherever the column moved', () => {
    const previous = { first_name: 0, last_name: 1, username: 2, email: 3, position: 4, profile: null };
    const mapping = carryMapping(previous, ['Nombre', 'Apellido', 'Login', 'Correo', 'Cargo'], {
      columns: ['correo ', 'LOGIN', 'Nombre', 'Apellidos', 'Cargo', 'Perfil'],
      suggested: { first_name: 2, last_name: 3, email: 0, position: 4, profile: 5 },
    });
    // Login moved and kept its choice; Apellido is gone, so the suggestion applies; the new profile column is suggested.
    expect(mapping).toEqual({ first_name: 2, last_name: 3, username: 1, email: 0, position: 4, profile: 5 });
  });
});

describe('roles and projects', () => {
  const choices: WizardChoices = { ...INITIAL_CHOICES, projectIds: ['p1'], mapping: { ...EMPTY_MAPPING, position: 4 } };

  it('asks a profile for each known position unless the file has a profile column', () => {
    const positions = [known('Jefe de Terreno'), known('Inspector de Calidad'), unknown('Astronauta')];
    const roles = withRole({}, ' jefe de terreno ', { profileId: 'sup' });
    expect(positionsWithoutProfile(positions, { ...choices, roles }).map((p) => p.name)).toEqual(['Inspector de Calidad']);
    expect(positionsWithoutProfile(positions, { roles, mapping: { ...choices.mapping, profile: 5 } })).toEqual([]);
  });

  it('gives each position the projects of step 1 until step 4 changes them', () => {
    const roles = withRole(withRole({}, 'Jefe de Terreno', { profileId: 'sup' }), 'Jefe de Terreno', { projectIds: ['p2'] });
    expect(roles['jefe de terreno']).toEqual({ profileId: 'sup', projectIds: ['p2'] });
    expect(projectsOf(roles, 'JEFE DE TERRENO', ['p1'])).toEqual(['p2']);
    expect(projectsOf(roles, 'Inspector de Calidad', ['p1'])).toEqual(['p1']);
    const emptied = withRole(roles, 'Inspector de Calidad', { projectIds: [] });
    expect(positionsWithoutProjects([known('Jefe de Terreno'), known('Inspector de Calidad')], { roles: emptied, projectIds: ['p1'] }).map((p) => p.name)).toEqual(['Inspector de Calidad']);
  });

  it('builds the plan with a role per position found in the file only', () => {
    const roles = withRole(withRole({}, 'Jefe de Terreno', { profileId: 'sup', projectIds: ['p2'] }), 'Cargo de otro archivo', { profileId: 'x' });
    const plan = buildPlan({ ...choices, roles, sendInvitations: false }, [known('Jefe de Terreno'), unknown('Astronauta')]);
    expect(plan).toEqual({
      project_ids: ['p1'],
      mapping: { ...EMPTY_MAPPING, position: 4 },
      roles: [
        { position: 'Jefe de Terreno', profile_id: 'sup', project_ids: ['p2'] },
        { position: 'Astronauta', profile_id: null, project_ids: null },
      ],
      send_invitations: false,
    });
  });
});
