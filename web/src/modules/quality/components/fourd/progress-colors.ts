/**
 * The 4D view's colours: an element is painted by the state of the activity building it on the chosen day. Grey not
 * started, amber while in progress (pale at the start, deep near the end), green done, red late (its planned end
 * passed unfinished). Real colours, not CSS variables: the 3D engine takes colours, and the legend shows the same.
 */
import type { MantineTheme } from '@mantine/core';
import type { ElementProgress } from '../../api/fourd-model-progress';

export const PROGRESS_STATES = ['not_started', 'in_progress', 'done', 'late'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export interface FourDPalette {
  not_started: string;
  /** In progress at 0 % and at 100 %; the colours between are mixed. */
  in_progress: readonly [string, string];
  done: string;
  late: string;
}

/** From the theme, the same in light and dark mode: they paint the model, not the page. */
export function fourdPalette(theme: MantineTheme): FourDPalette {
  return {
    not_started: theme.colors.gray[5],
    in_progress: [theme.colors.yellow[3], theme.colors.orange[7]],
    done: theme.colors.green[6],
    late: theme.colors.red[7],
  };
}

export function stateOf(value: string): ProgressState {
  return (PROGRESS_STATES as readonly string[]).includes(value) ? (value as ProgressState) : 'not_started';
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour `ratio` (0–1) of the way from `from` to `to` (both `#rrggbb`). */
export function mix(from: string, to: string, ratio: number): string {
  const clamped = Math.min(Math.max(ratio, 0), 1);
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((channel, index) => Math.round(channel + ((b[index] ?? channel) - channel) * clamped).toString(16).padStart(2, '0')).join('')}`;
}

export function progressColor(element: Pick<ElementProgress, 'state' | 'progress'>, palette: FourDPalette): string {
  const state = stateOf(element.state);
  if (state === 'in_progress') return mix(palette.in_progress[0], palette.in_progress[1], element.progress / 100);
  return palette[state];
}

/** The viewer's `colorBy`: GlobalId → colour, for every linked element. Memoise it on the answer: a new map repaints. */
export function progressColors(elements: readonly ElementProgress[], palette: FourDPalette): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const element of elements) colors[element.global_id] = progressColor(element, palette);
  return colors;
}

/** How many linked elements are in each state (the legend's counts). */
export function stateCounts(elements: readonly ElementProgress[]): Record<ProgressState, number> {
  const counts: Record<ProgressState, number> = { not_started: 0, in_progress: 0, done: 0, late: 0 };
  for (const element of elements) counts[stateOf(element.state)] += 1;
  return counts;
}
