import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { advanceColors, advanceCounts, advancePalette, stateOfElement } from './advance-colors';

const palette = advancePalette(mergeMantineTheme(DEFAULT_THEME, createTheme({})));
const advance = { elements: 10, poured: ['P1', 'P2'], lot_pending: ['L1'], conforming: ['C1'], non_conforming: ['N1'] };

describe('the concrete advance colours', () => {
  it('paints each poured element by its state and leaves the rest of the model alone', () => {
    expect(advanceColors(advance, palette)).toEqual({
      P1: palette.poured,
      P2: palette.poured,
      L1: palette.lot_pending,
      C1: palette.conforming,
      N1: palette.non_conforming,
    });
    expect(advanceColors(undefined, palette)).toEqual({});
  });

  it('uses five distinct colours: grey, blue, amber, green and red', () => {
    expect(new Set(Object.values(palette)).size).toBe(5);
    expect(palette).toEqual({ not_poured: '#adb5bd', poured: '#228be6', lot_pending: '#ff922b', conforming: '#40c057', non_conforming: '#f03e3e' });
  });

  it('counts the states, not poured being what the others leave of the model', () => {
    expect(advanceCounts(advance)).toEqual({ not_poured: 5, poured: 2, lot_pending: 1, conforming: 1, non_conforming: 1 });
    expect(advanceCounts({ ...advance, elements: 3 }).not_poured).toBe(0);
    expect(advanceCounts(undefined).not_poured).toBe(0);
  });

  it("tells one element's state", () => {
    expect(stateOfElement(advance, 'L1')).toBe('lot_pending');
    expect(stateOfElement(advance, 'X9')).toBe('not_poured');
    expect(stateOfElement(undefined, 'P1')).toBe('not_poured');
  });
});
