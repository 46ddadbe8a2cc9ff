/**
 * IFC conversions kept for the session, so the viewer opened again on the same files (another tab of Concrete or
 * Quality, back from a ticket) loads them at once instead of downloading and converting again (40–60 s for a
 * 155 MB model on two cores). Kept by file and processing date; the oldest go beyond a total of 600 MB.
 */
export interface Conversion {
  /** The raw fragments model. */
  fragments: Uint8Array;
  /** The GlobalId of each geometry item, by item id ('' for none). */
  items: string[];
}

const LIMIT_BYTES = 600_000_000;
const kept = new Map<string, Conversion>();

export function keptConversion(key: string): Conversion | undefined {
  const conversion = kept.get(key);
  if (conversion) {
    // Most recently used last.
    kept.delete(key);
    kept.set(key, conversion);
  }
  return conversion;
}

export function keepConversion(key: string, conversion: Conversion): void {
  kept.delete(key);
  kept.set(key, conversion);
  let total = 0;
  for (const value of kept.values()) total += value.fragments.byteLength;
  for (const [oldest, value] of kept) {
    if (total <= LIMIT_BYTES || kept.size === 1) break;
    kept.delete(oldest);
    total -= value.fragments.byteLength;
  }
}

export function forgetConversions(): void {
  kept.clear();
}
