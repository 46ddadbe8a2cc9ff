import { toIsoDate } from '@/lib/calendar-dates';
import type { Placement, PlacementIn } from '../../api/types';

export type PlaceMode = 'cycle' | 'axes';

export interface PlacementValues {
  element_id: string | null;
  m3: number | string;
  location: string;
  unit: string;
  mode: PlaceMode;
  cycle: string;
  axes: [string, string, string, string];
  poured_on: string;
  supplier_id: string | null;
  type_id: string | null;
  guide: string;
}

/** The fields a 422 may name, placed under their inputs (`global_ids` above the form). */
export const PLACEMENT_FIELDS = ['element_id', 'm3', 'location', 'unit', 'cycle', 'axes', 'poured_on', 'supplier_id', 'type_id', 'guide', 'global_ids'] as const;

export function initialValues(placement: Placement | null): PlacementValues {
  if (!placement) {
    return { element_id: null, m3: '', location: '', unit: '', mode: 'cycle', cycle: '', axes: ['', '', '', ''], poured_on: toIsoDate(new Date()), supplier_id: null, type_id: null, guide: '' };
  }
  const axes = [0, 1, 2, 3].map((i) => placement.axes[i] ?? '') as PlacementValues['axes'];
  return {
    element_id: placement.element_id,
    m3: placement.m3,
    location: placement.location,
    unit: placement.unit,
    mode: placement.cycle ? 'cycle' : 'axes',
    cycle: placement.cycle ?? '',
    axes,
    poured_on: placement.poured_on,
    supplier_id: placement.supplier_id,
    type_id: placement.type_id,
    guide: placement.guide ?? '',
  };
}

/** The body sent: only the chosen one of cycle and axes (the server refuses neither and both). */
export function toBody(values: PlacementValues, globalIds: string[], version?: number): PlacementIn {
  const cycle = values.mode === 'cycle' ? values.cycle.trim() || null : null;
  const axes = values.mode === 'axes' ? values.axes.map((axis) => axis.trim() || null) : [];
  return {
    element_id: values.element_id,
    m3: typeof values.m3 === 'number' ? values.m3 : null,
    location: values.location,
    unit: values.unit,
    cycle,
    axes: axes.some((axis) => axis !== null) ? axes : [],
    poured_on: values.poured_on,
    supplier_id: values.supplier_id,
    type_id: values.type_id,
    guide: values.guide.trim() || null,
    global_ids: globalIds,
    version,
  };
}

/** Cycle or axes as one cell: "C-3" or "A · 3 · B". */
export const placeText = (placement: Pick<Placement, 'cycle' | 'axes'>) => placement.cycle ?? (placement.axes.filter(Boolean).join(' · ') || '—');
