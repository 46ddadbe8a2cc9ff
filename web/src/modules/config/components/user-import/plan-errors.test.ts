import { describe, expect, it } from 'vitest';
import { firstStepWithErrors, roleErrors, stepOfField } from './plan-errors';

describe('server field errors of a plan', () => {
  it('belong to the step where they are fixed', () => {
    expect(stepOfField('project_ids')).toBe('projects');
    expect(stepOfField('mapping.email')).toBe('mapping');
    expect(stepOfField('roles.3.profile_id')).toBe('roles');
    expect(stepOfField('roles.0.project_ids')).toBe('roleProjects');
    expect(stepOfField('id')).toBeNull();
  });

  it('send the wizard back to the earliest step concerned', () => {
    expect(firstStepWithErrors({ 'roles.0.profile_id': ['x'], 'mapping.email': ['Asigna una columna a este campo.'] })).toBe('mapping');
    expect(firstStepWithErrors({ id: ['Esta importación ya fue procesada.'] })).toBeNull();
  });

  it('name the position of each role error from the plan that was sent', () => {
    const plan = { roles: [{ position: 'Jefe de Terreno' }, { position: ' Inspector de Calidad ' }] };
    const errors = { 'roles.1.profile_id': ['No puedes asignar este perfil.'], 'roles.1.project_ids': ['Proyecto no válido.'], 'roles.7.profile_id': ['?'] };
    expect(roleErrors(errors, plan)).toEqual({ 'inspector de calidad': { profile: 'No puedes asignar este perfil.', projects: 'Proyecto no válido.' } });
  });
});
