/**
 * A stub of the concrete configuration API for the screens' tests: settings and catalogues answered from memory,
 * every call recorded; `answer` overrides one call (an error, a refusal).
 */
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { CatalogItem, ConcreteSettings } from '../api/types';
import type { ReactNode } from 'react';

export const settings: ConcreteSettings = {
  lot_limit_m3: 100,
  max_placement_m3: 10,
  individual_margin_mpa: 3.5,
  fraction_defective: 10,
  nbr_condition: 'A',
  standard: 'nch1998',
  version: 2,
};

export function item(kind: string, name: string, extra: Partial<CatalogItem> = {}): CatalogItem {
  return { id: `${kind}-${name}`, kind, name, flag: false, in_use: 0, version: 1, ...extra };
}

export const catalogs: Record<string, CatalogItem[]> = {
  elements: [item('element', 'Losa', { flag: true, ifc_class: 'IfcSlab', in_use: 3 })],
  laboratories: [item('laboratory', 'Idiem')],
  companies: [item('company', 'Hormigones del Sur', { flag: true })],
  types: [item('type', 'G25', { strength_mpa: 25.5, in_use: 2 })],
};

const page = (data: CatalogItem[]) => ({ data, total: data.length, page: 1, rows_per_page: 200 });

export type Answer = (call: RecordedCall) => Response | undefined;

export function stubConcrete(answer: Answer = () => undefined, lists: Record<string, CatalogItem[]> = catalogs, current: ConcreteSettings = settings) {
  return stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.split('?')[0] ?? '';
    if (path === '/api/concrete/settings') return json({ data: call.method === 'PUT' ? { ...current, ...(call.body as object), version: current.version + 1 } : current });
    const kind = /^\/api\/concrete\/(\w+)$/.exec(path)?.[1];
    if (kind && call.method === 'GET') return json(page(lists[kind] ?? []));
    if (kind && call.method === 'POST') return json({ data: { ...item(kind, 'nuevo'), ...(call.body as object) } }, 201);
    return json({ message: 'unexpected' }, 500);
  });
}

export function renderPage(element: ReactNode, { permissions = ['modulo_hormigon', 'concrete.config.edit'], country = 'CL' } = {}) {
  const me = testMe({ permissions });
  return renderRoutes([{ path: '/config/hormigon/*', element }], { path: '/config/hormigon/x', me: { ...me, company: { ...me.company, country } } });
}
