/**
 * The stage the quality Gantt and 4D specs set through the API: a company of their own (registered and set up, so its
 * first project is theirs alone and no other spec's activities show in its Gantt), a small schedule with summaries,
 * tasks, a milestone and links, progress records, and the days they use, counted from today.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { uniqueEmail, type Lang } from './app';
import { xsrf } from './users';

export const COMPANY_PASSWORD = 'Obra-e2e-2026';

export interface Company {
  email: string;
  projectId: string;
}

async function send<T>(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown): Promise<T> {
  const response = await request[method](url, { headers: await xsrf(request), data });
  const body = await response.text();
  expect(response.status(), `${method.toUpperCase()} ${url}: ${body}`).toBeLessThan(300);
  return (body ? (JSON.parse(body) as { data: T }).data : undefined) as T;
}

export const post = <T>(request: APIRequestContext, url: string, data: unknown) => send<T>(request, 'post', url, data);

/**
 * A new company on the trial (every module) with its administrator signed in on `request`, and its first project
 * active: registered, provisioned and set up through the API.
 */
export async function registerCompanyViaApi(request: APIRequestContext, tag: string, lang: Lang = 'es'): Promise<Company> {
  const email = uniqueEmail(tag);
  const registration = await post<{ id: string }>(request, '/register', {
    first_name: 'Camila',
    last_name: 'Planificación',
    email,
    password: COMPANY_PASSWORD,
    password_confirmation: COMPANY_PASSWORD,
    country: lang === 'es' ? 'CL' : 'BR',
    accept_terms: true,
  });
  await expect
    .poll(async () => ((await (await request.get(`/register/${registration.id}`)).json()) as { data: { step: string } }).data.step, { timeout: 30_000 })
    .toBe('ready');
  await post(request, '/login', { username: email, password: COMPANY_PASSWORD });
  await post(request, '/api/setup', { company_name: `Constructora ${tag}`, phone: '+56 9 1234 5678', projects_in_progress: 1, referral_source: 'other' });
  const me = ((await (await request.get('/api/me')).json()) as { data: { active_project_id: string } }).data;
  return { email, projectId: me.active_project_id };
}

/** Signs the browser in as the company's administrator, in a language, and waits for the home screen. */
export async function signInAs(page: Page, company: Company, lang: Lang): Promise<void> {
  await page.goto('/app/login');
  await page.evaluate((locale) => localStorage.setItem('metadata', JSON.stringify({ locale })), lang);
  await page.reload();
  await page.getByLabel(lang === 'es' ? 'Usuario' : 'Usuário', { exact: true }).fill(company.email);
  await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Senha', { exact: true }).fill(COMPANY_PASSWORD);
  await page.getByRole('button', { name: lang === 'es' ? 'Ingresar' : 'Entrar', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Today plus `days`, as `YYYY-MM-DD` on the local calendar. */
export function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface Activity {
  id: string;
  version: number;
  est_start: string;
  est_end: string;
}

export function createActivity(request: APIRequestContext, projectId: string, body: { description: string; est_start: string; est_end: string; parent_id?: string; milestone?: boolean }) {
  return post<Activity>(request, `/api/quality/activities?projectId=${projectId}`, body);
}

export function createLink(request: APIRequestContext, predecessor: string, successor: string, kind = 'FS') {
  return post<{ id: string }>(request, '/api/quality/links', { predecessor_id: predecessor, successor_id: successor, kind, lag_days: 0 });
}

/** Registers progress on a day (the activity's current version is read first). */
export async function registerProgress(request: APIRequestContext, activityId: string, progress: number, recordedOn: string): Promise<void> {
  const current = ((await (await request.get(`/api/quality/activities/${activityId}`)).json()) as { data: Activity }).data;
  await post(request, `/api/quality/activities/${activityId}/progress`, { progress, recorded_on: recordedOn, version: current.version });
}

export interface GanttTask {
  id: string;
  text: string;
  start: string;
  end: string;
  critical: boolean;
  version: number;
}

export interface GanttLink {
  id: string;
  source: string;
  target: string;
  kind: string;
}

/** The schedule as the Gantt reads it. */
export async function readGantt(request: APIRequestContext, projectId: string): Promise<{ tasks: GanttTask[]; links: GanttLink[] }> {
  const response = await request.get('/api/quality/gantt', { params: { projectId } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { tasks: GanttTask[]; links: GanttLink[] } }).data;
}

/** A small schedule around today: a summary with a critical chain (FS), a task with slack and a milestone. */
export interface SmallSchedule {
  summary: Activity;
  excavation: Activity;
  foundations: Activity;
  installations: Activity;
  handover: Activity;
}

export async function smallSchedule(request: APIRequestContext, projectId: string, names: Record<keyof SmallSchedule, string>): Promise<SmallSchedule> {
  const summary = await createActivity(request, projectId, { description: names.summary, est_start: day(-3), est_end: day(6) });
  const excavation = await createActivity(request, projectId, { description: names.excavation, parent_id: summary.id, est_start: day(-3), est_end: day(1) });
  const foundations = await createActivity(request, projectId, { description: names.foundations, parent_id: summary.id, est_start: day(2), est_end: day(6) });
  const installations = await createActivity(request, projectId, { description: names.installations, parent_id: summary.id, est_start: day(-1), est_end: day(0) });
  const handover = await createActivity(request, projectId, { description: names.handover, parent_id: summary.id, est_start: day(6), est_end: day(6), milestone: true });
  await createLink(request, excavation.id, foundations.id);
  // The baseline is today's plan, so each bar has one under it.
  await post(request, `/api/quality/baseline?projectId=${projectId}`, {});
  return { summary, excavation, foundations, installations, handover };
}
