import type { Meter, MeterKind } from '../../api/types';

/**
 * The five meters of SPEC §3 (Luz, Agua fría, Agua caliente, Gas, Calefacción) in the order the screen and the act
 * list them; the server always answers all five.
 */
export const METER_KINDS: readonly MeterKind[] = ['light', 'cold_water', 'hot_water', 'gas', 'heating'];

export function sortMeters(meters: readonly Meter[]): Meter[] {
  const rank = (kind: MeterKind) => {
    const index = METER_KINDS.indexOf(kind);
    return index === -1 ? METER_KINDS.length : index;
  };
  return [...meters].sort((a, b) => rank(a.kind) - rank(b.kind));
}
