import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Worker } from '../../api/worker-types';
import { emptyWorkerValues, toggledWorker, toWorkerIn, validateWorker, workerValues } from './worker-form-values';

const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key)) as unknown as TFunction<'config-workers'>;

const worker: Worker = {
  id: 'w1',
  first_name: 'Juan',
  last_name: 'Soto',
  national_id: '12345678-5',
  id_kind: 'rut',
  contractor: 'Andamios Sur',
  position: null,
  projects: [{ id: 'p1', name: 'Edificio Los Robles' }],
  active: true,
  version: 3,
  created_at: '2026-11-01T12:00:00Z',
};

describe('worker form', () => {
  it('asks for names, a valid RUT and a project', () => {
    expect(validateWorker(t, 'rut', emptyWorkerValues())).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      national_id: 'validation.required',
      project_ids: 'validation.projects',
    });
    const values = { ...emptyWorkerValues(['p1']), first_name: 'Juan', last_name: 'Soto', national_id: '16.543.210-9' };
    expect(validateWorker(t, 'rut', values)).toEqual({ national_id: 'validation.rut' });
    expect(validateWorker(t, 'rut', { ...values, national_id: '16.543.210-k' })).toEqual({});
  });

  it('checks a CPF in a Brazilian company, and the lengths', () => {
    const values = { ...emptyWorkerValues(['p1']), first_name: 'x'.repeat(61), last_name: 'Silva', national_id: '123.456.789-00', position: 'y'.repeat(61) };
    expect(validateWorker(t, 'cpf', values)).toEqual({
      first_name: 'validation.maxLength:{"max":60}',
      national_id: 'validation.cpf',
      position: 'validation.maxLength:{"max":60}',
    });
  });

  it('sends trimmed text and null for empty optional fields', () => {
    const values = { ...emptyWorkerValues(['p1']), first_name: ' Juan ', last_name: 'Soto', national_id: ' 12.345.678-5 ', contractor: '  ' };
    expect(toWorkerIn(values)).toEqual({ first_name: 'Juan', last_name: 'Soto', national_id: '12.345.678-5', contractor: null, position: null, project_ids: ['p1'], active: true });
  });

  it('reads a worker back, and flips its status with the version read', () => {
    expect(workerValues(worker)).toMatchObject({ national_id: '12.345.678-5', contractor: 'Andamios Sur', position: '', project_ids: ['p1'] });
    expect(toggledWorker(worker)).toMatchObject({ id: 'w1', version: 3, active: false, national_id: '12345678-5', project_ids: ['p1'] });
  });
});
