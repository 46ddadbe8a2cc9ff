import type { CatalogKind } from '../../api/keys';

/** Which fields a catalogue has besides its name: the flag's meaning, a strength (types), an IFC class (elements). */
export interface KindSpec {
  flag: boolean;
  strength: boolean;
  ifcClass: boolean;
}

export const KINDS: Record<CatalogKind, KindSpec> = {
  elements: { flag: true, strength: false, ifcClass: true },
  laboratories: { flag: false, strength: false, ifcClass: false },
  companies: { flag: true, strength: false, ifcClass: false },
  types: { flag: true, strength: true, ifcClass: false },
};

/** The server's range for a type's strength, MPa. */
export const STRENGTH_MIN = 5;
export const STRENGTH_MAX = 150;
