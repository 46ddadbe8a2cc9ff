/**
 * The colours of the concrete advance: each element of the Concrete model by the state of the placements that filled
 * it on the chosen day. Not poured stays in the model's own colours (the legend shows it grey); poured blue, lot
 * pending amber, conforming green, non-conforming red. Real colours, not CSS variables: the 3D engine takes colours,
 * and the legend shows the same.
 */
import type { MantineTheme } from '@mantine/core';
import type { Advance } from '../../api/types';

export const ADVANCE_STATES = ['not_poured', 'poured', 'lot_pending', 'conforming', 'non_conforming'] as const;
export type AdvanceState = (typeof ADVANCE_STATES)[number];
/** The states the server lists by GlobalId (the rest of the model is not poured). */
export type PouredState = Exclude<AdvanceState, 'not_poured'>;
export const POURED_STATES: readonly PouredState[] = ['poured', 'lot_pending', 'conforming', 'non_conforming'];

export type AdvancePalette = Record<AdvanceState, string>;

/** From the theme, the same in light and dark mode: they paint the model, not the page. */
export function advancePalette(theme: MantineTheme): AdvancePalette {
  return {
    not_poured: theme.colors.gray[5],
    poured: theme.colors.blue[6],
    lot_pending: theme.colors.orange[5],
    conforming: theme.colors.green[6],
    non_conforming: theme.colors.red[7],
  };
}

type Lists = Pick<Advance, PouredState>;

/** The viewer's `colorBy`: GlobalId → colour for every poured element. Memoise it on the answer: a new map repaints. */
export function advanceColors(advance: Lists | undefined, palette: AdvancePalette): Record<string, string> {
  const colors: Record<string, string> = {};
  if (!advance) return colors;
  for (const state of POURED_STATES) {
    for (const globalId of advance[state]) colors[globalId] = palette[state];
  }
  return colors;
}

/** How many elements are in each state (the legend's counts); not poured is what the others leave of the model. */
export function advanceCounts(advance: (Lists & Pick<Advance, 'elements'>) | undefined): Record<AdvanceState, number> {
  const counts: Record<AdvanceState, number> = { not_poured: 0, poured: 0, lot_pending: 0, conforming: 0, non_conforming: 0 };
  if (!advance) return counts;
  for (const state of POURED_STATES) counts[state] = advance[state].length;
  const filled = POURED_STATES.reduce((sum, state) => sum + counts[state], 0);
  counts.not_poured = Math.max(advance.elements - filled, 0);
  return counts;
}

/** One element's state on the day. */
export function stateOfElement(advance: Lists | undefined, globalId: string): AdvanceState {
  return POURED_STATES.find((state) => advance?.[state].includes(globalId)) ?? 'not_poured';
}
