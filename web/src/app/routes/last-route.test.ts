import { describe, expect, it } from 'vitest';
import { entryPath, lastRoute, rememberRoute } from './last-route';
import { findModule } from './route-table';

describe('last-route memory', () => {
  const home = findModule('home');
  const warranties = findModule('warranties');

  it('opens the default route when nothing is remembered', () => {
    expect(entryPath(home)).toBe('/home/proyectos');
    expect(entryPath(warranties)).toBe('/warranties/dashboard');
    expect(entryPath(findModule('config'))).toBe('/config/cuenta');
  });

  it('returns to the last visited route, query included', () => {
    rememberRoute(home, 'tareas');
    expect(entryPath(home)).toBe('/home/tareas');
    rememberRoute(warranties, '/ficha/12/revision/', '?tab=2');
    expect(lastRoute(warranties)).toBe('ficha/12/revision?tab=2');
    expect(entryPath(warranties)).toBe('/warranties/ficha/12/revision?tab=2');
    expect(window.localStorage.getItem('warranties_last_route')).toBe('ficha/12/revision?tab=2');
  });

  it('keeps modules apart', () => {
    rememberRoute(home, 'tareas');
    expect(entryPath(warranties)).toBe('/warranties/dashboard');
  });

  it('ignores routes the table does not know', () => {
    rememberRoute(home, 'nowhere');
    expect(entryPath(home)).toBe('/home/proyectos');
    window.localStorage.setItem('home_last_route', 'removed-screen');
    expect(entryPath(home)).toBe('/home/proyectos');
  });

  it('sends a plan-locked module to its landing regardless of memory', () => {
    rememberRoute(warranties, 'fichas');
    expect(entryPath(warranties, 'plan')).toBe('/warranties/landing');
    expect(entryPath(findModule('cbox'), 'plan')).toBe('/cbox/activation');
  });
});
