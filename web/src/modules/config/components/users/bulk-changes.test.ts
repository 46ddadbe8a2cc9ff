import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { describeBulk, NO_BULK_CHANGES, toBulkIn, validateBulk } from './bulk-changes';

initI18n('es');
const t = i18n.getFixedT('es', 'config');
const options = {
  positions: [{ value: 'pos-2', label: 'Supervisor de Obra' }],
  profiles: [],
  projects: [
    { value: 'proj-1', label: 'Edificio Los Robles' },
    { value: 'proj-3', label: 'Torre Central' },
  ],
};

describe('mass edit', () => {
  it('needs at least one change, each with its value', () => {
    expect(validateBulk(t, NO_BULK_CHANGES)).toEqual({ choice: 'Elige al menos un cambio para aplicar.' });
    expect(validateBulk(t, { ...NO_BULK_CHANGES, position: true, projects: true })).toEqual({
      position_id: 'Este campo es obligatorio.',
      project_ids: 'Este campo es obligatorio.',
    });
  });

  it('sends only the chosen changes, and says what will happen', () => {
    const changes = { ...NO_BULK_CHANGES, position: true, position_id: 'pos-2', profile_id: 'ignored', projects: true, project_ids: ['proj-1', 'proj-3'], status: true, enabled: false };
    expect(toBulkIn(['u1', 'u2'], changes)).toEqual({ ids: ['u1', 'u2'], position_id: 'pos-2', project_ids: ['proj-1', 'proj-3'], enabled: false });
    expect(describeBulk(t, changes, options)).toEqual([
      'Cargo: Supervisor de Obra',
      'Proyectos: Edificio Los Robles, Torre Central (reemplazan los actuales)',
      'Estado: inactivos (sus sesiones se cerrarán)',
    ]);
  });
});
