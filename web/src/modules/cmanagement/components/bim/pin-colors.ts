import type { MantineTheme } from '@mantine/core';
import type { BimPin, TicketPriority } from '../../api/types';

/** How an element with tickets is painted: by its most pressing live ticket, or `done` when all are finished. */
export type PinTone = TicketPriority | 'done';

export const PIN_TONES: readonly PinTone[] = ['urgent', 'high', 'medium', 'low', 'done'];

export type PinPalette = Readonly<Record<PinTone, string>>;

/**
 * Real colours (the 3D engine takes no CSS variables), from the theme so the legend and the model agree. The same
 * in light and dark mode: they paint the model, not the page.
 */
export function pinPalette(theme: MantineTheme): PinPalette {
  return {
    urgent: theme.colors.red[7],
    high: theme.colors.orange[6],
    medium: theme.colors.yellow[5],
    low: theme.colors.blue[6],
    // Grey-green (not in the palette): settled, yet still telling the element had tickets.
    done: '#8fa89b',
  };
}

/** The tone of one pinned element, or null when no ticket is pinned to it any more. */
export function pinTone(pin: BimPin): PinTone | null {
  if (pin.total === 0) return null;
  if (pin.live === 0) return 'done';
  // A live ticket always has a priority; a missing one is read as the server's default.
  return pin.top_priority ?? 'medium';
}

/** The viewer's `colorBy`: GlobalId → colour. Memoise it on the pins: a new object repaints the model. */
export function pinColors(pins: readonly BimPin[], palette: PinPalette): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const pin of pins) {
    const tone = pinTone(pin);
    if (tone) colors[pin.global_id] = palette[tone];
  }
  return colors;
}
