import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { KNOWN_PERMISSIONS, permissionGroupLabel, permissionLabel } from './permission-labels';

initI18n('es');

describe('permission labels', () => {
  it.each(['es', 'pt-BR'])('names every group and key of the catalogue in %s', (language) => {
    const t = i18n.getFixedT(language, 'config');
    for (const [group, keys] of Object.entries(KNOWN_PERMISSIONS)) {
      expect(permissionGroupLabel(t, group)).not.toBe(group);
      for (const key of keys) expect({ key, label: permissionLabel(t, key) }).not.toEqual({ key, label: key });
    }
  });

  it('reads keys with dots as nested paths and falls back to the key itself', () => {
    expect(permissionLabel(i18n.getFixedT('es', 'config'), 'modulo_hormigon')).toBe('Acceso al módulo Hormigón');
    expect(permissionLabel(i18n.getFixedT('pt-BR', 'config'), 'modulo_hormigon')).toBe('Acesso ao módulo Concreto');
    expect(permissionLabel(i18n.getFixedT('es', 'config'), 'config.users.manage')).toBe('Administrar usuarios');
    expect(permissionLabel(i18n.getFixedT('pt-BR', 'config'), 'config.users.manage')).toBe('Gerenciar usuários');
    expect(permissionLabel(i18n.getFixedT('es', 'config'), 'nuevo.permiso')).toBe('nuevo.permiso');
  });
});
