/**
 * The stage the concrete specs set through the API, on a company of their own (see quality-schedule's
 * registerCompanyViaApi): a BIM model of the first project with the sample IFC processed and assigned to Concrete,
 * and the company's catalogues (a slab element kind, a supplier, an H30 type, a laboratory).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type APIRequestContext } from '@playwright/test';

import { post, type Company } from './quality-schedule';
import { xsrf } from './users';

export const SAMPLE_IFC = join(import.meta.dirname, '..', '..', 'samples', 'ifc', 'schependomlaan-multicom-prefab.ifc');

export interface ConcreteStage {
  modelId: string;
  /** GlobalIds of some elements of the model (not the spatial tree). */
  globalIds: string[];
  slab: string;
  supplier: string;
  h30: string;
  lab: string;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads the sample IFC to a model in one tus creation request and waits until the model is available. */
async function uploadSample(request: APIRequestContext, modelId: string): Promise<void> {
  const bytes = readFileSync(SAMPLE_IFC);
  const metadata = [`filename ${b64('schependomlaan-multicom-prefab.ifc')}`, `purpose ${b64('bim')}`, `modelId ${b64(modelId)}`].join(',');
  const response = await request.post('/api/uploads', {
    headers: { ...(await xsrf(request)), 'Tus-Resumable': '1.0.0', 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata, 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(response.status(), await response.text()).toBe(201);
  await expect
    .poll(async () => ((await (await request.get(`/api/bim/models/${modelId}`)).json()) as { data: { state: string } }).data.state, { timeout: 90_000 })
    .toBe('available');
}

export async function concreteStage(request: APIRequestContext, company: Company, tag: string): Promise<ConcreteStage> {
  const model = await post<{ id: string }>(request, '/api/bim/models', { project_id: company.projectId, model_name: `Estructura ${tag}`, model_id: `HOR-${tag}`.slice(0, 20) });
  await uploadSample(request, model.id);
  const assigned = await request.put(`/api/bim/models/${model.id}`, { headers: await xsrf(request), data: { concrete: true } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const elements = ((await (await request.get(`/api/bim/models/${model.id}/elements?rowsPerPage=40`)).json()) as { data: { global_id: string }[] }).data;
  const item = async (path: string, data: unknown) => (await post<{ id: string }>(request, path, data)).id;
  return {
    modelId: model.id,
    globalIds: elements.map((element) => element.global_id),
    slab: await item('/api/concrete/elements', { name: 'Losa', flag: true, ifc_class: 'IfcSlab' }),
    supplier: await item('/api/concrete/companies', { name: 'Hormigones del Sur', flag: true }),
    h30: await item('/api/concrete/types', { name: 'H30', strength_mpa: 30 }),
    lab: await item('/api/concrete/laboratories', { name: 'Lab IDIEM' }),
  };
}
