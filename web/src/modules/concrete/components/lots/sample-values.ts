import { toIsoDate } from '@/lib/calendar-dates';
import type { Sample, SampleIn } from '../../api/types';

export const MAX_SPECIMENS = 6;

export interface SampleValues {
  code: string;
  laboratory_id: string | null;
  taken_on: string;
  age_days: number | string;
  tested_on: string;
  specimens: (number | string)[];
}

export const SAMPLE_FIELDS = ['code', 'laboratory_id', 'taken_on', 'age_days', 'tested_on', 'specimens_mpa'] as const;

export function sampleInitial(sample: Sample | null): SampleValues {
  if (!sample) return { code: '', laboratory_id: null, taken_on: toIsoDate(new Date()), age_days: 28, tested_on: '', specimens: ['', ''] };
  return {
    code: sample.code,
    laboratory_id: sample.laboratory_id ?? null,
    taken_on: sample.taken_on,
    age_days: sample.age_days,
    tested_on: sample.tested_on ?? '',
    specimens: sample.specimens_mpa.length > 0 ? [...sample.specimens_mpa] : [''],
  };
}

/** The body sent: the specimens given (blank inputs left out). */
export function sampleBody(values: SampleValues): SampleIn {
  return {
    code: values.code,
    laboratory_id: values.laboratory_id,
    taken_on: values.taken_on,
    age_days: typeof values.age_days === 'number' ? values.age_days : null,
    tested_on: values.tested_on || null,
    specimens_mpa: values.specimens.filter((value): value is number => typeof value === 'number'),
  };
}
