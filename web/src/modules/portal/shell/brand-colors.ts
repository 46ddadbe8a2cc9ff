import type { MantineColorsTuple } from '@mantine/core';

/** A `#rrggbb` colour, or null for anything else (the `?color=` of an iframe is the company's to write). */
export function parseHex(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().startsWith('#') ? value.trim() : `#${value.trim()}`;
  return /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : null;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((value) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of the way from the colour to `target` (white or black). */
function mix(hex: string, target: number, amount: number): string {
  return toHex(channels(hex).map((value) => value + (target - value) * amount));
}

/**
 * Ten shades around the company's colour, as Mantine wants a palette: the colour itself at shade 8, the theme's
 * primary shade, so filled buttons show it exactly; paler shades towards white for light variants, shade 9 darker.
 */
export function brandPalette(hex: string): MantineColorsTuple {
  const light = [0.92, 0.84, 0.72, 0.6, 0.46, 0.32, 0.2, 0.1].map((amount) => mix(hex, 255, amount));
  return [...light, hex, mix(hex, 0, 0.2)] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
