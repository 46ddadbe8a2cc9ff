import type { TFunction } from 'i18next';

export const SUBJECT_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const PHOTOS_MAX = 6;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface RequestValues {
  unit_id: string | null;
  subject: string;
  description: string;
}

export function validateRequest(t: TFunction, values: RequestValues): Partial<Record<keyof RequestValues, string>> {
  const errors: Partial<Record<keyof RequestValues, string>> = {};
  if (!values.unit_id) errors.unit_id = t('form.unitRequired');
  const subject = values.subject.trim();
  if (subject === '') errors.subject = t('form.subjectRequired');
  else if (subject.length > SUBJECT_MAX) errors.subject = t('form.tooLong', { max: SUBJECT_MAX });
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = t('form.tooLong', { max: DESCRIPTION_MAX });
  return errors;
}

/**
 * Adds picked files to the photos: images of 10 MB at most, 6 in all. What is left out is said in one sentence each,
 * so the owner knows why a photo is missing.
 */
export function addPhotos(t: TFunction, current: File[], picked: File[]): { photos: File[]; problems: string[] } {
  const photos = [...current];
  const problems: string[] = [];
  let leftOver = 0;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) problems.push(t('form.notImage', { name: file.name }));
    else if (file.size > PHOTO_MAX_BYTES) problems.push(t('form.photoTooBig', { name: file.name }));
    else if (photos.length >= PHOTOS_MAX) leftOver += 1;
    else photos.push(file);
  }
  if (leftOver > 0) problems.push(t('form.tooManyPhotos', { max: PHOTOS_MAX, count: leftOver }));
  return { photos, problems };
}
