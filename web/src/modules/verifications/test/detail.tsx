import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Verification } from '../api/types';
import VerificationsModule from '../routes/verifications-module';

/** An open verification of two items, the first answered. */
export const verification: Verification = {
  id: 'v1',
  project_id: 'proj-1',
  activity_id: 'a1',
  activity_code: '2.3',
  activity_description: 'Tabiquería piso 2',
  unit_id: null,
  unit_name: null,
  template_id: 't1',
  template_name: 'Tabiques',
  responsible_id: 'u1',
  responsible_name: 'Ana Pérez',
  scheduled_on: '2026-11-25',
  state: 'in_progress',
  closed_at: null,
  items_total: 2,
  items_answered: 1,
  failures: 0,
  open_observations: 0,
  version: 4,
  items: [
    { id: 'i1', position: 1, text: 'Plomo y alineación', requires_photo: false, result: 'complies', note: null, photos: [] },
    { id: 'i2', position: 2, text: 'Juntas selladas', requires_photo: false, result: 'pending', note: null, photos: [] },
  ],
  observations: [],
  signed_by: null,
  signed_by_name: null,
  pdf_url: '/api/verifications/v1/pdf',
};

export const people = [
  { id: 'u1', name: 'Ana Pérez' },
  { id: 'u2', name: 'Bruno Díaz' },
];

/** A call's path without the origin or the query. */
export const pathOf = (call: RecordedCall) => call.url.replace(window.location.origin, '').split('?')[0] ?? '';

export const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

export interface DetailOptions {
  shown?: Verification;
  permissions?: string[];
  /** Answers every call the page's reads do not (writes, mostly). */
  answer?: (call: RecordedCall) => Response;
}

/** `/verifications/v1` in the module, its reads answered from the fixtures. */
export function renderDetail({ shown = verification, permissions = ['verifications-access'], answer = () => json({ data: shown }) }: DetailOptions = {}) {
  const stub = stubFetch((call) => {
    const path = pathOf(call);
    if (call.method === 'GET' && path === '/api/verifications/v1') return json({ data: shown });
    if (call.method === 'GET' && path === '/api/verifications/people') return json({ data: people });
    if (call.method === 'GET' && path === '/api/verifications/receptions') return json({ data: [], total: 0 });
    return answer(call);
  });
  const me = testMe({ permissions });
  const view = renderRoutes([{ path: '/verifications/*', element: <VerificationsModule module="verifications" access="granted" activation={null} icon={() => null} /> }], { path: '/verifications/v1', me });
  return { ...stub, ...view };
}
