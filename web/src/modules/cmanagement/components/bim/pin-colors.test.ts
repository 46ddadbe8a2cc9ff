import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { BimPin } from '../../api/types';
import { pinColors, pinPalette, pinTone } from './pin-colors';

const pin = (global_id: string, total: number, live: number, top_priority: BimPin['top_priority']): BimPin => ({ global_id, total, live, top_priority });

describe('pin colours', () => {
  const palette = pinPalette(mergeMantineTheme(DEFAULT_THEME, createTheme({})));

  it('paints an element by its most pressing live ticket, grey-green once all are finished', () => {
    expect(pinTone(pin('A', 3, 2, 'urgent'))).toBe('urgent');
    expect(pinTone(pin('B', 1, 1, 'high'))).toBe('high');
    expect(pinTone(pin('C', 2, 1, 'medium'))).toBe('medium');
    expect(pinTone(pin('D', 1, 1, 'low'))).toBe('low');
    expect(pinTone(pin('E', 2, 0, null))).toBe('done');
    // Nothing pinned any more: not painted.
    expect(pinTone(pin('F', 0, 0, null))).toBeNull();
  });

  it('builds the viewer map of GlobalId to colour from the theme', () => {
    const colors = pinColors([pin('A', 3, 2, 'urgent'), pin('B', 1, 1, 'high'), pin('C', 1, 1, 'medium'), pin('D', 1, 1, 'low'), pin('E', 2, 0, null), pin('F', 0, 0, null)], palette);
    expect(colors).toEqual({
      A: DEFAULT_THEME.colors.red[7],
      B: DEFAULT_THEME.colors.orange[6],
      C: DEFAULT_THEME.colors.yellow[5],
      D: DEFAULT_THEME.colors.blue[6],
      E: '#8fa89b',
    });
    // Real colours: the 3D engine cannot read CSS variables.
    for (const color of Object.values(colors)) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
