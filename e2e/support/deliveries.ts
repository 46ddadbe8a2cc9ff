/**
 * The few calls the deliveries spec makes straight to the API to set the stage (a unit type with its checklist, a
 * unit), so that each test makes its own data without walking screens another test already walks.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';

import { xsrf } from './users';

/** The signed-in user's active project and id. */
export async function session(request: APIRequestContext): Promise<{ projectId: string; userId: string; userName: string }> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBeTruthy();
  const me = ((await response.json()) as { data: { active_project_id: string; user: { id: string; first_name: string; last_name: string } } }).data;
  return { projectId: me.active_project_id, userId: me.user.id, userName: `${me.user.first_name} ${me.user.last_name}` };
}

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: await xsrf(request), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A unit type with one area → place → item → issue chain; answers its id and the item's. */
export async function unitTypeWithChecklist(request: APIRequestContext, projectId: string, name: string): Promise<{ id: string; itemId: string }> {
  const type = await post<{ id: string }>(request, `/api/warranties/unit-types?projectId=${projectId}`, { name });
  const node = (parent: string | null, nodeName: string) => post<{ id: string }>(request, `/api/warranties/unit-types/${type.id}/nodes`, { parent_id: parent, name: nodeName });
  const area = await node(null, 'Baño');
  const place = await node(area.id, 'Lavamanos');
  const item = await node(place.id, 'Sifón');
  await node(item.id, 'Filtración');
  return { id: type.id, itemId: item.id };
}

export async function createUnit(request: APIRequestContext, projectId: string, body: { name: string; floor?: string; unit_type_id?: string }): Promise<{ id: string; name: string }> {
  return post(request, `/api/warranties/units?projectId=${projectId}`, { parkings: [], stores: [], ...body });
}

/** Replaces a unit's owners with one owner who has an e-mail (the one the proposed visit is sent to). */
export async function setOwner(request: APIRequestContext, unitId: string, owner: { first_name: string; last_name: string; email: string }): Promise<void> {
  const response = await request.put(`/api/warranties/units/${unitId}/owners`, { headers: await xsrf(request), data: { owners: [{ ...owner, role: 'owner' }] } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function schedule(request: APIRequestContext, unitId: string, responsibleId: string, scheduledAt: string): Promise<void> {
  await post(request, `/api/warranties/units/${unitId}/actions`, { action: 'schedule', responsible_id: responsibleId, scheduled_at: scheduledAt });
}

/** Opens a select of `scope` by its label and picks an option. */
export async function choose(scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Draws a signature-like zigzag across a pad with the mouse (scrolled into view first: mouse coordinates are the viewport's). */
export async function drawOn(canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  const page = canvas.page();
  const y = box.y + box.height / 2;
  const step = (box.width - 60) / 20;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1) await page.mouse.move(box.x + 30 + i * step, y + (i % 2 === 0 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
}

/** A Monday at least two weeks ahead (a working day with its Tuesday in the same week), as `YYYY-MM-DD`. */
export function mondayAhead(weeks: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 14 + 7 * weeks);
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function nextDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local day and time as RFC 3339 in the browser's offset (what the screens send). */
export function localInstant(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0);
  const offset = -at.getTimezoneOffset();
  const pad = (value: number) => String(value).padStart(2, '0');
  const zone = `${offset >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${day}T${time}:00${zone}`;
}

/** An 8×8 red PNG, for a revision photo. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4YGCAFTEMLQkA2ntMAeuWKpoAAAAASUVORK5CYII=', 'base64');

/** A small real PDF header, as the certificates need (the server reads the first bytes). */
export const PDF = Buffer.from(`%PDF-1.4\n%âãÏÓ\n${'% certificado de instalación de gas\n'.repeat(40)}%%EOF\n`);
