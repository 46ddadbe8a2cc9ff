/**
 * The quality Gantt along a planner's mouse, in Spanish and in Portuguese with the dark theme: a company of the spec's
 * own gets a small schedule through the API (a summary over a finish-to-start chain, a task with slack, a milestone,
 * a saved baseline); the Gantt shows it with the critical bars marked; the zoom changes the scale; dragging a bar
 * reschedules it and dragging between two bars links them (both checked through the API); a link is removed with
 * Delete; a summary does not move. A schedule without activities leads to the list. No Content-Security-Policy
 * violation on the way (SVAR's fonts and icons come from the app, never from a CDN).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import type { Lang } from '../support/app';
import { expectNoCspViolations, watchCsp } from '../support/csp';
import { xsrf } from '../support/users';
import { day, readGantt, registerCompanyViaApi, signInAs, smallSchedule, type SmallSchedule } from '../support/quality-schedule';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

test.use({ viewport: { width: 1920, height: 1080 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const TEXT = {
  es: {
    names: { summary: 'Obra gruesa', excavation: 'Excavación', foundations: 'Fundaciones', installations: 'Instalaciones provisorias', handover: 'Entrega de terreno' },
    title: 'Carta Gantt',
    columns: ['EDT', 'Actividad', 'Inicio', 'Término', 'Avance'],
    day: 'Día',
    week: 'Semana',
    critical: 'Ruta crítica',
    emptyAction: 'Ir a la lista de actividades',
  },
  pt: {
    names: { summary: 'Estrutura', excavation: 'Escavação', foundations: 'Fundações', installations: 'Instalações provisórias', handover: 'Entrega do terreno' },
    title: 'Gráfico de Gantt',
    columns: ['EAP', 'Atividade', 'Início', 'Término', 'Avanço'],
    day: 'Dia',
    week: 'Semana',
    critical: 'Caminho crítico',
    emptyAction: 'Ir para a lista de atividades',
  },
} as const;

/** SVAR writes string ids with a leading colon. */
const bar = (page: Page, id: string) => page.locator(`.wx-bar[data-id=":${id}"]`);

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root, .wx-tooltip { display: none !important; }' });
}

/** The screen's date for an API day: `dd/mm/yyyy` in both languages. */
function shown(iso: string): string {
  const [year, month, date] = iso.split('-');
  return `${date}/${month}/${year}`;
}

async function centre(locator: Locator): Promise<{ x: number; y: number; width: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** Presses on a bar, moves it sideways by `dx` pixels in steps (SVAR starts a drag after 20 px) and lets go. */
async function dragBar(page: Page, target: Locator, dx: number): Promise<void> {
  const { x, y } = await centre(target);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 6 });
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

/** Presses on a link handle of one bar, drags to a handle of another and lets go there. */
async function dragLink(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.hover();
  const start = await centre(from);
  const end = await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 6 });
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
}

/** A point of a drawn link that is the link's on screen (not under a bar or its handles), in page coordinates. */
async function pointOnLink(page: Page, linkId: string): Promise<{ x: number; y: number }> {
  return page.locator(`[data-link-id=":${linkId}"] .wx-line-hitbox`).first().evaluate((line, id) => {
    const numbers = (line.getAttribute('points') ?? '').split(/[\s,]+/).map(Number);
    const svg = (line as SVGPolylineElement).ownerSVGElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
    for (let index = 0; index + 3 < numbers.length; index += 2) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers.slice(index, index + 4);
      const point = { x: svg.left + (x1 + x2) / 2, y: svg.top + (y1 + y2) / 2 };
      if (document.elementFromPoint(point.x, point.y)?.closest('[data-link-id]')?.getAttribute('data-link-id') === `:${id}`) return point;
    }
    throw new Error('the link is hidden under the bars');
  }, linkId);
}

async function openGantt(page: Page, lang: Lang, plan: SmallSchedule | null): Promise<Locator> {
  await page.goto('/app/quality/construction-progress/gantt');
  if (!plan) return page.getByTestId('gantt-empty');
  await expect(page.getByRole('heading', { name: TEXT[lang].title, level: 2 })).toBeVisible();
  const gantt = page.getByTestId('quality-gantt');
  await expect(gantt).toHaveAttribute('data-tasks', '5');
  await expect(bar(page, plan.handover.id)).toBeVisible();
  return gantt;
}

/** Everything the Gantt offers a planner, in one language; the API confirms what the mouse did. */
async function planAlong(page: Page, api: APIRequestContext, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  const company = await registerCompanyViaApi(api, `gantt-${lang}`, lang);
  const plan = await smallSchedule(api, company.projectId, text.names);
  await signInAs(page, company, lang);
  if (lang === 'pt') {
    await page.getByTestId('color-scheme-toggle').click();
    await page.getByRole('menuitem', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  }
  const gantt = await openGantt(page, lang, plan);
  await expect(gantt.locator('.wx-header').first()).toContainText(text.columns.join(''));
  await expect(gantt.locator('.wx-row').filter({ hasText: text.names.excavation })).toContainText(shown(day(-3)));
  await expect(page.getByTestId('gantt-today')).toHaveCount(1);

  // The chain excavation → foundations ends the project: critical; the provisional installations have slack.
  await expect(bar(page, plan.excavation.id).locator('.qg-bar')).toHaveClass(/qg-critical/);
  await expect(bar(page, plan.foundations.id).locator('.qg-bar')).toHaveClass(/qg-critical/);
  await expect(bar(page, plan.installations.id).locator('.qg-bar')).not.toHaveClass(/qg-critical/);
  await expect(bar(page, plan.excavation.id)).toHaveCSS('background-color', 'rgb(222, 58, 58)');
  await page.getByRole('switch', { name: text.critical, exact: true }).click();
  await expect(bar(page, plan.excavation.id)).not.toHaveCSS('background-color', 'rgb(222, 58, 58)');
  await page.getByRole('switch', { name: text.critical, exact: true }).click();
  await expect(bar(page, plan.excavation.id)).toHaveCSS('background-color', 'rgb(222, 58, 58)');
  // The baseline saved with the plan lies under each bar.
  await expect(bar(page, plan.excavation.id).locator('.qg-baseline')).toBeVisible();
  await expect(bar(page, plan.excavation.id).locator('.qg-baseline')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // Zoom: from weeks to days the same five days take more room, and the scale names days.
  await expect(gantt).toHaveAttribute('data-zoom', 'week');
  const weekWidth = (await centre(bar(page, plan.excavation.id))).width;
  await page.getByTestId('gantt-zoom').getByText(text.day, { exact: true }).click();
  await expect(gantt).toHaveAttribute('data-zoom', 'day');
  await expect.poll(async () => (await centre(bar(page, plan.excavation.id))).width).toBeGreaterThan(weekWidth * 1.3);
  const dayWidth = (await centre(bar(page, plan.excavation.id))).width / 5;
  await expect(gantt.locator('.wx-scale .wx-row').last()).toContainText(String(new Date().getDate()));

  // Drag: the provisional installations two days later.
  const moved = page.waitForResponse((r) => r.url().includes(`/api/quality/activities/${plan.installations.id}/reschedule`));
  await dragBar(page, bar(page, plan.installations.id), dayWidth * 2);
  expect((await moved).status()).toBe(200);
  await expect.poll(async () => (await readGantt(api, company.projectId)).tasks.find((t) => t.id === plan.installations.id)).toMatchObject({ start: day(1), end: day(2) });
  await expect(gantt.locator('.wx-row').filter({ hasText: text.names.installations })).toContainText(shown(day(1)));

  // A summary does not move: its dates come from its children.
  let writes = 0;
  const count = (request: { method: () => string; url: () => string }) => {
    if (request.method() !== 'GET' && request.url().includes('/api/quality/')) writes += 1;
  };
  page.on('request', count);
  await dragBar(page, bar(page, plan.summary.id), dayWidth * 3);
  await page.waitForTimeout(500);
  page.off('request', count);
  expect(writes).toBe(0);
  expect((await readGantt(api, company.projectId)).tasks.find((t) => t.id === plan.summary.id)?.start).toBe(day(-3));

  // Link by dragging: from the end of the installations to the start of the handover (finish-to-start).
  const linked = page.waitForResponse((r) => r.url().endsWith('/api/quality/links') && r.request().method() === 'POST');
  await dragLink(page, bar(page, plan.installations.id).locator('.wx-link.wx-right'), bar(page, plan.handover.id).locator('.wx-link.wx-left'));
  expect((await linked).status()).toBe(201);
  const link = (await readGantt(api, company.projectId)).links.find((l) => l.source === plan.installations.id);
  expect(link).toMatchObject({ target: plan.handover.id, kind: 'FS' });
  if (!link) return;
  await expect(page.locator(`[data-link-id=":${link.id}"]`)).toHaveCount(1);
  await shot(page, lang === 'es' ? 'quality-gantt-es' : 'quality-gantt-pt-dark');

  // A click selects the link; Delete removes it.
  const point = await pointOnLink(page, link.id);
  await page.mouse.click(point.x, point.y);
  const removed = page.waitForResponse((r) => r.url().endsWith(`/api/quality/links/${link.id}`) && r.request().method() === 'DELETE');
  await page.keyboard.press('Delete');
  expect((await removed).status()).toBe(204);
  await expect.poll(async () => (await readGantt(api, company.projectId)).links.map((l) => l.id)).not.toContain(link.id);
  await expect(page.locator(`[data-link-id=":${link.id}"]`)).toHaveCount(0);

  await page.getByTestId('gantt-zoom').getByText(text.week, { exact: true }).click();
  await expect(gantt).toHaveAttribute('data-zoom', 'week');
  await expectNoCspViolations(page);
}

test('Spanish: the planner reads the critical path, zooms, drags a bar, links two bars and unlinks them', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  await watchCsp(page);
  await planAlong(page, api, 'es');
  await api.dispose();
});

test('Portuguese, dark theme: the same schedule work', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  await watchCsp(page);
  await planAlong(page, api, 'pt');
  await api.dispose();
});

test('an empty schedule leads to the activity list', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const company = await registerCompanyViaApi(api, 'gantt-empty');
  await watchCsp(page);
  await signInAs(page, company, 'es');
  const empty = await openGantt(page, 'es', null);
  await expect(empty).toBeVisible();
  await shot(page, 'quality-gantt-empty');
  await empty.getByRole('link', { name: TEXT.es.emptyAction }).click();
  await expect(page).toHaveURL(/\/app\/quality\/construction-progress\/list$/);
  await expectNoCspViolations(page);
  await api.dispose();
});

/**
 * An MS Project file of 633 activities: 3 blocks of 10 floors of 20 tasks. Over the Gantt's first answer (500), so it
 * comes by levels: the blocks and floors, the floors' tasks when a floor is opened.
 */
function largeSchedule(): string {
  const tasks: string[] = [`<Task><UID>0</UID><Name>Edificio</Name><OutlineLevel>0</OutlineLevel><Start>${day(0)}T08:00:00</Start><Finish>${day(30)}T17:00:00</Finish></Task>`];
  let uid = 1;
  const task = (name: string, level: number, start: string, finish: string) =>
    tasks.push(`<Task><UID>${uid++}</UID><Name>${name}</Name><OutlineLevel>${level}</OutlineLevel><Start>${start}T08:00:00</Start><Finish>${finish}T17:00:00</Finish></Task>`);
  for (let block = 1; block <= 3; block += 1) {
    task(`Bloque ${block}`, 1, day(0), day(30));
    for (let floor = 1; floor <= 10; floor += 1) {
      task(`Bloque ${block} · Piso ${floor}`, 2, day(0), day(30));
      for (let n = 1; n <= 20; n += 1) task(`B${block} P${floor} tarea ${n}`, 3, day(n), day(n + 2));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?><Project xmlns="http://schemas.microsoft.com/project"><Title>Edificio</Title><Tasks>${tasks.join('')}</Tasks></Project>`;
}

test('a large schedule opens by levels: a floor opened in the grid brings its tasks', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  const company = await registerCompanyViaApi(api, 'gantt-large');
  const imported = await api.post(`/api/quality/schedule/import?projectId=${company.projectId}`, {
    headers: await xsrf(api),
    multipart: { file: { name: 'edificio.xml', mimeType: 'application/xml', buffer: Buffer.from(largeSchedule()) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await watchCsp(page);
  await signInAs(page, company, 'es');
  await page.goto('/app/quality/gantt');
  const gantt = page.getByTestId('quality-gantt');
  // The blocks and their floors (33 rows); each floor waits closed for its tasks.
  await expect(gantt).toHaveAttribute('data-tasks', '33');
  await expect(page.getByTestId('gantt-partial')).toHaveText('Programa grande: se muestran 33 de 633 actividades. Abre un resumen para cargar sus actividades.');
  await expect(gantt.locator('.wx-row').filter({ hasText: 'B1 P1 tarea 1' })).toHaveCount(0);
  await shot(page, 'quality-gantt-large-closed-es');
  const branch = page.waitForResponse((r) => r.url().includes('/api/quality/gantt') && r.url().includes('parent='));
  await gantt.getByRole('button', { name: 'Cargar las actividades de «Bloque 1 · Piso 1»' }).click();
  expect((await branch).status()).toBe(200);
  await expect(gantt).toHaveAttribute('data-tasks', '53');
  await expect(gantt.locator('.wx-row').filter({ hasText: 'B1 P1 tarea 1' }).first()).toBeVisible();
  await expect(page.getByTestId('gantt-partial')).toContainText('se muestran 53 de 633');
  await expect(gantt.getByRole('button', { name: 'Cargar las actividades de «Bloque 1 · Piso 1»' })).toHaveCount(0);
  await shot(page, 'quality-gantt-large-es');
  await expectNoCspViolations(page);
  await api.dispose();
});
