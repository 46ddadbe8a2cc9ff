import type { TFunction } from 'i18next';

/** The server's rules for a course (crates/app/src/config/courses/catalogue.rs). */
export const COURSE_NAME = { min: 2, max: 120 } as const;
export const COURSE_DESCRIPTION_MAX = 1000;

export interface CourseFormValues {
  name: string;
  description: string;
}

/** Name required, 2–120 characters once trimmed, no two consecutive spaces; description up to 1000. */
export function validateCourse(t: TFunction<'config-courses'>, values: CourseFormValues): Partial<Record<keyof CourseFormValues, string>> {
  const errors: Partial<Record<keyof CourseFormValues, string>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('validation.required');
  else if (name.length < COURSE_NAME.min) errors.name = t('validation.minLength', { min: COURSE_NAME.min });
  else if (name.length > COURSE_NAME.max) errors.name = t('validation.maxLength', { max: COURSE_NAME.max });
  else if (/\s{2}/.test(name)) errors.name = t('validation.doubleSpace');
  if (values.description.trim().length > COURSE_DESCRIPTION_MAX) errors.description = t('validation.maxLength', { max: COURSE_DESCRIPTION_MAX });
  return errors;
}

/** What the API gets: trimmed, an empty description as null. */
export const toCourseIn = (values: CourseFormValues) => ({ name: values.name.trim(), description: values.description.trim() || null });
