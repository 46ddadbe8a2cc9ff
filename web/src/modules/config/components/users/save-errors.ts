import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { ApiError, isApiError, notifyApiError } from '@/lib/api';
import type { UserFormValues } from './user-form-values';

/** The server's code for a change that would pass a cap on active users (SPEC §8). */
export const USER_LIMIT = 'user_limit';

export const isUserLimit = (error: ApiError): boolean => error.status === 422 && error.code === USER_LIMIT;

const FORM_FIELDS: readonly (keyof UserFormValues)[] = ['first_name', 'last_name', 'username', 'email', 'position_id', 'profile_id', 'project_ids', 'password', 'password_confirmation', 'locale'];

/**
 * 'Sin cambios para enviar', found before calling the server: the same orange notice the server's 422 would
 * give (SPEC §5).
 */
export function notifyNoChanges(t: TFunction<['config', 'common']>): void {
  notifyApiError(new ApiError({ status: 422, code: 'no_changes', message: t('users.noChanges') }));
}

/**
 * A failed save: the user limit opens its dialog; a 422 puts each message under its field and also shows the
 * orange notice (a long form may hide the field); a 409 means the user changed meanwhile, so the drawer closes
 * on a reloaded list. Returns whether the form should close.
 */
export function handleSaveError(error: unknown, form: UseFormReturnType<UserFormValues>, onLimit: (error: ApiError) => void): 'close' | 'stay' {
  if (!isApiError(error)) throw error;
  if (error.status === 401) return 'stay';
  if (isUserLimit(error)) {
    onLimit(error);
    return 'stay';
  }
  if (error.status === 422) {
    for (const field of FORM_FIELDS) {
      const message = error.fieldError(field);
      if (message) form.setFieldError(field, message);
    }
  }
  notifyApiError(error);
  return error.status === 409 ? 'close' : 'stay';
}
