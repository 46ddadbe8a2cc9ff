/**
 * The few calls the after-sales spec makes straight to the API to set the stage (a unit with a checklist and an
 * owner, requests to merge), so that each test makes its own data; everything it checks is done on the screens.
 */
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { createUnit, setOwner, unitTypeWithChecklist } from './deliveries';
import { xsrf } from './users';

/** Where the spec leaves its pictures, to be looked at by a person. */
export const SHOTS = process.env.OBRA_SHOTS_DIR ?? '/tmp/shots';

/**
 * A picture of the page without the passing toasts. The app shell scrolls inside its main area, so a long screen is
 * pictured by making the viewport taller (`height`) for the shot.
 */
export async function shot(page: Page, name: string, height?: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  if (height && size) await page.setViewportSize({ width: size.width, height });
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  if (height && size) await page.setViewportSize(size);
}

export interface AfterSalesUnit {
  id: string;
  name: string;
  owner: string;
  /** The owner's e-mail (the one requests by e-mail come from). */
  email: string;
}

/** A unit of a fresh unit type (Baño › Lavamanos › Sifón › Filtración) whose owner has an e-mail. */
export async function unitWithOwner(request: APIRequestContext, projectId: string, stamp: string, tag: string): Promise<AfterSalesUnit> {
  const type = await unitTypeWithChecklist(request, projectId, `Postventa ${tag} ${stamp}`);
  const unit = await createUnit(request, projectId, { name: `PV-${tag}-${stamp}`, floor: '2', unit_type_id: type.id });
  const owner = { first_name: 'Juana', last_name: `Rojas ${tag} ${stamp}`, email: `juana.${tag}.${stamp}@correo-e2e.cl` };
  await setOwner(request, unit.id, owner);
  return { id: unit.id, name: unit.name, owner: `${owner.first_name} ${owner.last_name}`, email: owner.email };
}

/** The owner id a request takes: the unit's owner as the request form lists it. */
async function ownerOf(request: APIRequestContext, projectId: string, unitId: string): Promise<string> {
  const response = await request.get(`/api/warranties/requests/form?projectId=${projectId}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  const form = ((await response.json()) as { data: { units: { id: string; owners: { id: string }[] }[] } }).data;
  const owner = form.units.find((unit) => unit.id === unitId)?.owners[0]?.id;
  if (!owner) throw new Error(`unit ${unitId} has no owner in the request form`);
  return owner;
}

/** A request of the unit's owner, registered as a call; answers its id and number. */
export async function createRequest(request: APIRequestContext, projectId: string, unitId: string, subject: string): Promise<{ id: string; number: number }> {
  const body = { unit_id: unitId, owner_id: await ownerOf(request, projectId, unitId), origin: 'call', subject };
  const response = await request.post(`/api/warranties/requests?projectId=${projectId}`, { headers: await xsrf(request), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; number: number } }).data;
}
