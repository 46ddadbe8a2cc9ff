import type { TFunction } from 'i18next';
import type { UnitIn, UnitOut } from '../../api/types';

export interface UnitFormValues {
  name: string;
  floor: string;
  unit_type_id: string | null;
  parkings: string[];
  stores: string[];
  responsible_id: string | null;
  registry_date: string;
}

export function unitValues(unit: UnitOut | null): UnitFormValues {
  return {
    name: unit?.name ?? '',
    floor: unit?.floor ?? '',
    unit_type_id: unit?.unit_type_id ?? null,
    parkings: unit?.parkings ?? [],
    stores: unit?.stores ?? [],
    responsible_id: unit?.responsible_id ?? null,
    registry_date: unit?.registry_date ?? '',
  };
}

/** The body of the unit's POST or PUT: empty texts travel as null. */
export function toUnitIn(values: UnitFormValues, version?: number): UnitIn {
  return {
    name: values.name.trim(),
    floor: values.floor.trim() || null,
    unit_type_id: values.unit_type_id,
    parkings: values.parkings,
    stores: values.stores,
    responsible_id: values.responsible_id,
    registry_date: values.registry_date || null,
    ...(version === undefined ? {} : { version }),
  };
}

/** What the form checks before sending (the server checks again). */
export function validateUnit(t: TFunction, values: UnitFormValues): Partial<Record<keyof UnitFormValues, string>> {
  const errors: Partial<Record<keyof UnitFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = t('validation.required');
  return errors;
}
