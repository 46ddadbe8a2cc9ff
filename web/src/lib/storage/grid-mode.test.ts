import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultGridMode, readGridMode, writeGridMode } from './grid-mode';
import { useGridMode } from './use-grid-mode';

describe('grid mode', () => {
  it('defaults on only for cbox', () => {
    expect(defaultGridMode('cbox')).toBe(true);
    expect(defaultGridMode('home')).toBe(false);
    expect(readGridMode('home')).toBe(false);
    expect(readGridMode('cbox')).toBe(true);
  });

  it('is remembered per module in {module}_grid_mode', () => {
    writeGridMode('home', true);
    writeGridMode('cbox', false);
    expect(window.localStorage.getItem('home_grid_mode')).toBe('true');
    expect(readGridMode('home')).toBe(true);
    expect(readGridMode('cbox')).toBe(false);
    expect(readGridMode('warranties')).toBe(false);
  });

  it('ignores a corrupted value', () => {
    window.localStorage.setItem('cbox_grid_mode', 'banana');
    expect(readGridMode('cbox')).toBe(true);
  });

  it('updates through the hook', () => {
    const { result } = renderHook(() => useGridMode('home'));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(window.localStorage.getItem('home_grid_mode')).toBe('true');
  });
});
