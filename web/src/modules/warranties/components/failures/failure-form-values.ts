import type { TFunction } from 'i18next';
import type { Checklist, ChecklistArea, ChecklistItem, ChecklistPlace, FailureIn, FailureOut, Guarantee } from '../../api/requests/types';

export const GUARANTEES: readonly Guarantee[] = ['finishes', 'installations', 'structure'];
export const DETAIL_MAX = 500;

export interface FailureFormValues {
  area_id: string | null;
  place_id: string | null;
  item_id: string | null;
  issue_id: string | null;
  severity_id: string | null;
  guarantee: Guarantee;
  detail: string;
  batch: string;
}

/** A new failure starts empty (finishes: the shortest warranty, as the server defaults); a reclassified one from what it is. */
export function failureValues(failure: FailureOut | null): FailureFormValues {
  return {
    area_id: failure?.area.id ?? null,
    place_id: failure?.place.id ?? null,
    item_id: failure?.item.id ?? null,
    issue_id: failure?.issue?.id ?? null,
    severity_id: failure?.severity?.id ?? null,
    guarantee: failure?.guarantee ?? 'finishes',
    detail: failure?.detail ?? '',
    batch: failure?.batch ?? '',
  };
}

/** The walk down the unit type's checklist: the chosen enclosure's places, the chosen place's items, the item's issues. */
export function branches(checklist: Checklist, values: Pick<FailureFormValues, 'area_id' | 'place_id' | 'item_id'>) {
  const area: ChecklistArea | undefined = checklist.areas.find((entry) => entry.id === values.area_id);
  const place: ChecklistPlace | undefined = area?.places.find((entry) => entry.id === values.place_id);
  const item: ChecklistItem | undefined = place?.items.find((entry) => entry.id === values.item_id);
  return { places: area?.places ?? [], items: place?.items ?? [], issues: item?.issues ?? [] };
}

/** Choosing a level clears the levels under it; choosing an issue proposes its severity. */
export function choose(checklist: Checklist, values: FailureFormValues, level: 'area_id' | 'place_id' | 'item_id' | 'issue_id', id: string | null): FailureFormValues {
  switch (level) {
    case 'area_id':
      return { ...values, area_id: id, place_id: null, item_id: null, issue_id: null };
    case 'place_id':
      return { ...values, place_id: id, item_id: null, issue_id: null };
    case 'item_id':
      return { ...values, item_id: id, issue_id: null };
    case 'issue_id': {
      const issue = branches(checklist, values).issues.find((entry) => entry.id === id);
      return { ...values, issue_id: id, severity_id: issue?.severity_id ?? values.severity_id };
    }
  }
}

/** The body of POST /failures or PUT /failures/{id}: empty texts travel as null. */
export function toFailureIn(values: FailureFormValues): FailureIn {
  return {
    area_id: values.area_id ?? '',
    place_id: values.place_id ?? '',
    item_id: values.item_id ?? '',
    issue_id: values.issue_id,
    severity_id: values.severity_id,
    guarantee: values.guarantee,
    detail: values.detail.trim() || null,
    batch: values.batch.trim() || null,
  };
}

/** Enclosure, place and item are required (the server checks again). */
export function validateFailure(t: TFunction, values: FailureFormValues): Partial<Record<keyof FailureFormValues, string>> {
  const errors: Partial<Record<keyof FailureFormValues, string>> = {};
  for (const key of ['area_id', 'place_id', 'item_id'] as const) if (!values[key]) errors[key] = t('validation.required');
  if (values.detail.trim().length > DETAIL_MAX) errors.detail = t('validation.maxLength', { max: DETAIL_MAX });
  return errors;
}
