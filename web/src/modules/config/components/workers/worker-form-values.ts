import type { TFunction } from 'i18next';
import { WORKER_LIMITS, type IdKind, type Worker, type WorkerIn } from '../../api/worker-types';
import { formatNationalId, isValidNationalId } from './national-id';

/** The drawer's fields as typed. */
export interface WorkerFormValues {
  first_name: string;
  last_name: string;
  national_id: string;
  contractor: string;
  position: string;
  project_ids: string[];
  active: boolean;
}

export const emptyWorkerValues = (projectIds: string[] = []): WorkerFormValues => ({
  first_name: '',
  last_name: '',
  national_id: '',
  contractor: '',
  position: '',
  project_ids: projectIds,
  active: true,
});

export function workerValues(worker: Worker): WorkerFormValues {
  return {
    first_name: worker.first_name,
    last_name: worker.last_name,
    national_id: formatNationalId(worker.id_kind === 'cpf' ? 'cpf' : 'rut', worker.national_id),
    contractor: worker.contractor ?? '',
    position: worker.position ?? '',
    project_ids: worker.projects.map((project) => project.id),
    active: worker.active,
  };
}

type Errors = Partial<Record<keyof WorkerFormValues, string>>;

/**
 * The server's rules, checked before sending: names 1–60, the RUT's or CPF's check digits, contractor up to 120,
 * position up to 60, at least one project.
 */
export function validateWorker(t: TFunction<'config-workers'>, kind: IdKind, values: WorkerFormValues): Errors {
  const errors: Errors = {};
  const text = (field: 'first_name' | 'last_name' | 'contractor' | 'position', max: number, required: boolean) => {
    const value = values[field].trim();
    if (required && value === '') errors[field] = t('validation.required');
    else if (value.length > max) errors[field] = t('validation.maxLength', { max });
  };
  text('first_name', WORKER_LIMITS.name, true);
  text('last_name', WORKER_LIMITS.name, true);
  text('contractor', WORKER_LIMITS.contractor, false);
  text('position', WORKER_LIMITS.position, false);
  const id = values.national_id.trim();
  if (id === '') errors.national_id = t('validation.required');
  else if (!isValidNationalId(kind, id)) errors.national_id = t(kind === 'cpf' ? 'validation.cpf' : 'validation.rut');
  if (values.project_ids.length === 0) errors.project_ids = t('validation.projects');
  return errors;
}

/** What the API gets: trimmed, empty optional text as null. */
export function toWorkerIn(values: WorkerFormValues): WorkerIn {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    national_id: values.national_id.trim(),
    contractor: values.contractor.trim() || null,
    position: values.position.trim() || null,
    project_ids: values.project_ids,
    active: values.active,
  };
}

/** The body that flips a listed worker's status, everything else as it is. */
export function toggledWorker(worker: Worker): WorkerIn & { id: string; version: number } {
  return { ...toWorkerIn({ ...workerValues(worker), active: !worker.active }), national_id: worker.national_id, id: worker.id, version: worker.version };
}
