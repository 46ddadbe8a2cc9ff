import { useState } from 'react';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useUnitAction, type UnitActionInput } from '../../api/unit-action';
import type { UnitOut } from '../../api/types';

/**
 * Sends one unit action. From a dialog (`inline`), a 422 stays in it (`fieldError(name)` under an input, anything
 * else in `otherError`); every other failure, and any failure of a direct menu item, is the error toast. Resolves to
 * the updated unit, or null when it failed.
 */
export function useActionSubmit(inline = true) {
  const action = useUnitAction();
  const [error, setError] = useState<ApiError | null>(null);
  const submit = async (input: UnitActionInput): Promise<UnitOut | null> => {
    setError(null);
    try {
      return await action.mutateAsync(input);
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (inline && caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
      return null;
    }
  };
  const fieldError = (field: string) => error?.fieldError(field);
  return { submit, pending: action.isPending, error, fieldError, reset: () => setError(null) };
}

/** The messages of a refused action that no input of the dialog shows. */
export function otherMessages(error: ApiError | null, fields: readonly string[]): string[] {
  if (!error) return [];
  const rest = Object.entries(error.errors).filter(([field]) => !fields.includes(field)).flatMap(([, messages]) => messages);
  return rest.length > 0 ? rest : Object.keys(error.errors).length === 0 ? [error.message] : [];
}
