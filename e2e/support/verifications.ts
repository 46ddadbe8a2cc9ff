/**
 * What the verifications spec shares: its own activity in the demo admin's project (made through the API, with a
 * unique name, so a reception is never one left by an earlier run), the screens' words per language, and pictures.
 */
import { mkdirSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

import type { Lang } from './app';
import { xsrf } from './users';

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A picture of the page without passing toasts, named `verif-<name>.png`. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(2, 2);
  await page.screenshot({ path: `${SHOTS}/verif-${name}.png`, animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

/** `YYYY-MM-DD`, `days` from today. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The signed-in user's active project. */
export async function activeProject(page: Page): Promise<string> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { data?: { active_project_id?: string }; active_project_id?: string };
  const projectId = body.data?.active_project_id ?? body.active_project_id;
  expect(projectId, 'the admin has an active project').toBeTruthy();
  return projectId ?? '';
}

/** Creates a quality activity in the signed-in user's active project; returns its code and description. */
export async function createActivity(page: Page, description: string): Promise<{ id: string; code: string; description: string }> {
  const projectId = await activeProject(page);
  const response = await page.request.post(`/api/quality/activities?projectId=${projectId}`, {
    headers: await xsrf(page.request),
    data: { description, est_start: dayFromToday(-5), est_end: dayFromToday(5) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { data: { id: string; code: string; description: string } };
  return created.data;
}

export const TEXT = {
  es: {
    newTemplate: 'Nueva planilla',
    addItem: 'Agregar ítem',
    createTemplate: 'Crear planilla',
    newVerification: 'Nueva verificación',
    createVerification: 'Crear verificación',
    complies: 'Cumple',
    failure: 'Falla',
    obsDescription: 'Qué hay que corregir',
    deadline: 'Plazo',
    receptionTab: 'Recepción',
    observationsTab: /Observaciones abiertas/,
    refused: /No se puede recepcionar/,
    obsNote: 'Qué se hizo',
    closed: 'Cerrada',
    received: 'Recepcionada',
    workReceptions: 'Recepciones de obra',
    open: 'Abierta',
  },
  pt: {
    newTemplate: 'Nova planilha',
    addItem: 'Adicionar item',
    createTemplate: 'Criar planilha',
    newVerification: 'Nova verificação',
    createVerification: 'Criar verificação',
    complies: 'Conforme',
    failure: 'Falha',
    obsDescription: 'O que deve ser corrigido',
    deadline: 'Prazo',
    receptionTab: 'Recebimento',
    observationsTab: /Observações abertas/,
    refused: /receb|recepcion/i,
    obsNote: 'O que foi feito',
    closed: 'Fechada',
    received: 'Recebido',
    workReceptions: 'Recebimentos de obra',
    open: 'Aberto',
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>;

/** The signed-in user's id and active project (id and name). */
export async function whoAmI(page: Page): Promise<{ userId: string; projectId: string; projectName: string }> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  type Me = { user: { id: string }; active_project_id: string; projects: { id: string; name: string }[] };
  const body = (await me.json()) as { data?: Me } & Partial<Me>;
  const data = (body.data ?? body) as Me;
  const project = data.projects.find((row) => row.id === data.active_project_id);
  expect(project, 'the user has an active project').toBeTruthy();
  return { userId: data.user.id, projectId: data.active_project_id, projectName: project?.name ?? '' };
}

/** A template with the given items (none requires a photo), made through the API; answers its id. */
export async function createTemplate(page: Page, name: string, items: string[]): Promise<string> {
  const response = await page.request.post('/api/verifications/templates', {
    headers: await xsrf(page.request),
    data: { name, items: items.map((text) => ({ text, requires_photo: false })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A verification of an activity with a template, for `responsibleId`, planned on `scheduledOn`; answers its id. */
export async function createVerification(page: Page, input: { projectId: string; activityId: string; templateId: string; responsibleId: string; scheduledOn: string }): Promise<string> {
  const response = await page.request.post(`/api/verifications?projectId=${input.projectId}`, {
    headers: await xsrf(page.request),
    data: { activity_id: input.activityId, template_id: input.templateId, responsible_id: input.responsibleId, scheduled_on: input.scheduledOn },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
