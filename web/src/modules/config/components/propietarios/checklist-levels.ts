import type { NodeLevel } from '../../api/propietarios/types';

/** The level a node's children have: area (Recinto) → place (Lugar) → item (Ítem) → issue (Falla). */
export const CHILD_LEVEL: Record<NodeLevel, NodeLevel | null> = { area: 'place', place: 'item', item: 'issue', issue: null };

// Hues whose light badges keep their text at 4.5:1 (WCAG AA).
export const LEVEL_COLORS: Record<NodeLevel, string> = { area: 'blue', place: 'cyan', item: 'grape', issue: 'red' };
