import { describe, expect, it } from 'vitest';
import { configSections } from '@/modules/config/sections';
import { matchesSubRoute } from './route-match';
import { findModule, moduleRoutes } from './route-table';

/** SPEC §2: module → permission keys and default sub-route. */
const SPEC: Record<string, { permissions: string[]; default: string }> = {
  home: { permissions: [], default: 'proyectos' },
  config: { permissions: [], default: 'cuenta' },
  concrete: { permissions: ['modulo_hormigon'], default: 'landing' },
  cbox: { permissions: ['modulo_biblioteca'], default: 'folders' },
  cmanagement: { permissions: ['cmanagement-access'], default: 'tickets' },
  quality: { permissions: ['modulo_calidad'], default: 'construction-progress/list' },
  verifications: { permissions: ['verifications-access'], default: 'list' },
  warranties: { permissions: ['modulo_entregas', 'modulo_postventa'], default: 'dashboard' },
  billing: { permissions: ['modulo_billing'], default: 'plan' },
  ocinsights: { permissions: ['usabilidad'], default: 'uso' },
  tiinsights: { permissions: ['ryr'], default: 'landing' },
  benchmark: { permissions: ['modulo_benchmark'], default: 'comparacion' },
};

describe('route table', () => {
  it('lists every SPEC §2 module exactly once', () => {
    expect(moduleRoutes.map((route) => route.key).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.entries(SPEC))('%s has its permission keys, path and default', (key, spec) => {
    const route = findModule(key as never);
    expect(route.path).toBe(`/${key}`);
    expect([...route.permissions]).toEqual(spec.permissions);
    expect(route.defaultRoute).toBe(spec.default);
    expect(matchesSubRoute(route.subRoutes, route.defaultRoute)).toBe(true);
  });

  it('opens warranties with either modulo_entregas or modulo_postventa', () => {
    expect(findModule('warranties').permissions).toEqual(expect.arrayContaining(['modulo_entregas', 'modulo_postventa']));
  });

  it('sends plan-locked cbox to its activation page, the others to landing', () => {
    expect(findModule('cbox').activation).toMatchObject({ kind: 'activation', path: 'activation', permission: 'biblioteca_solicitar_activacion' });
    expect(findModule('concrete').activation).toMatchObject({ kind: 'upgrade', path: 'landing' });
    for (const route of moduleRoutes) {
      if (route.activation) expect(matchesSubRoute(route.subRoutes, route.activation.path)).toBe(true);
    }
  });

  it('knows the sub-routes of SPEC §2', () => {
    const warranties = findModule('warranties').subRoutes;
    expect(matchesSubRoute(warranties, 'dashboard/eficiencia')).toBe(true);
    expect(matchesSubRoute(warranties, 'ficha/42/vista-previa-acta')).toBe(true);
    expect(matchesSubRoute(warranties, 'solicitud/crear')).toBe(true);
    expect(matchesSubRoute(warranties, 'solicitud/9/oi/gestionar/3')).toBe(true);
    expect(matchesSubRoute(warranties, 'ficha/42/unknown')).toBe(false);
    expect(matchesSubRoute(findModule('cbox').subRoutes, 'folders')).toBe(true);
    expect(matchesSubRoute(findModule('cbox').subRoutes, 'folders/f1/file9')).toBe(true);
    expect(matchesSubRoute(findModule('quality').subRoutes, 'construction-progress/bim/m1')).toBe(true);
    expect(matchesSubRoute(findModule('quality').subRoutes, 'construction-progress/list')).toBe(true);
    expect(matchesSubRoute(findModule('quality').subRoutes, 'bim')).toBe(true);
    expect(matchesSubRoute(findModule('quality').subRoutes, 'gantt')).toBe(true);
    expect(matchesSubRoute(findModule('verifications').subRoutes, 'list')).toBe(true);
    expect(matchesSubRoute(findModule('verifications').subRoutes, 'uploader')).toBe(true);
    expect(matchesSubRoute(findModule('verifications').subRoutes, '0b7f3c1e-9d2a-4f55-8f0e-1a2b3c4d5e6f')).toBe(true);
    expect(matchesSubRoute(findModule('verifications').subRoutes, 'list/extra')).toBe(false);
    expect(matchesSubRoute(findModule('cmanagement').subRoutes, 'tickets/7/issues/2')).toBe(true);
    expect(matchesSubRoute(findModule('cmanagement').subRoutes, 'tickets/7/issues')).toBe(true);
    expect(matchesSubRoute(findModule('tiinsights').subRoutes, 'cboxResources/menu')).toBe(true);
    expect(matchesSubRoute(findModule('billing').subRoutes, 'empresas')).toBe(true);
  });

  it('lists the /config sections of SPEC §2', () => {
    expect(configSections.map((section) => section.path)).toEqual([
      'cuenta', 'notificaciones', 'cargos', 'permisos', 'usuarios', 'trabajadores', 'cursos', 'integraciones',
      'projects/models', 'recepciones', 'cmanagement', 'calidad', 'hormigon', 'propietarios',
    ]);
    const config = findModule('config').subRoutes;
    expect(matchesSubRoute(config, 'integraciones/webhooks/apps/a1/logs')).toBe(true);
    expect(matchesSubRoute(config, 'integraciones/apiV2/users/list')).toBe(true);
    expect(matchesSubRoute(config, 'propietarios/iframe')).toBe(true);
    expect(matchesSubRoute(config, 'projects/models')).toBe(true);
  });
});
