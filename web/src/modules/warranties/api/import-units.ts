import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wKeys, withProject } from './keys';
import { fileForm, sendForm } from '@/lib/api/multipart';

/**
 * POST /api/warranties/units/import?projectId= (multipart `file`, .xlsx): every row or none; a 422 carries the row
 * errors keyed `row N`. Not toasted: the dialog lists them.
 */
export function importUnits(file: File) {
  return sendForm<{ created: number }>('POST', withProject('/api/warranties/units/import'), fileForm(file), { notify: false });
}

export function useImportUnits() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importUnits, onSuccess: () => client.invalidateQueries({ queryKey: wKeys.units }) });
}
