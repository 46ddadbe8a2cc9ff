// Hues that keep chip text at 4.5:1 (WCAG AA) both light and filled.
const PALETTE = ['blue', 'grape', 'indigo', 'pink', 'violet'] as const;

/** A steady colour per responsible (the same person is the same colour on every page); grey when none. */
export function responsibleColor(id: string | null | undefined): string {
  if (!id) return 'gray';
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? 'blue';
}
