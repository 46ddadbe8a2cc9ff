/**
 * The owners' portal as a person uses it on a phone (sign in by a link from the e-mail, the screens' labels in both
 * languages), plus the few staff calls that set its stage: a unit with an owner, a request, a failure, a visit (OI),
 * its result and a conformity record (AC). Staff act through their own API context, never the owner's browser.
 */
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { SHOTS } from './after-sales';
import { createUnit, localInstant, mondayAhead, setOwner, unitTypeWithChecklist } from './deliveries';
import { linkIn, waitForMail } from './mail';
import { xsrf } from './users';

export type PortalLang = 'es' | 'pt';

/** What the portal's screens say, in each language. */
export const PORTAL_TEXT = {
  es: {
    language: 'Español', home: 'Ir al inicio', email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar', sendLink: 'Enviarme un enlace para ingresar',
    checkMail: 'Revisa tu correo', hello: 'Hola', unit: 'Unidad', newRequest: 'Nueva solicitud', subject: 'Asunto', description: 'Descripción',
    photos: 'Fotos', submit: 'Enviar solicitud', statusNew: 'Nueva', byStatus: 'Solicitudes por estado', efficiency: 'Eficiencia',
    confirm: 'Confirmar visita', confirmed: 'Visita confirmada', conforming: 'Conforme', sign: 'Firmar acta', signer: 'Nombre de quien firma',
    pdf: (code: string) => `Descargar el PDF del acta ${code}`, message: 'Escribe un mensaje', send: 'Enviar', notFound: 'No encontramos esta página',
    empty: 'Aún no tienes solicitudes', unavailable: 'Portal no disponible', wrongPassword: 'Correo o contraseña incorrectos.',
  },
  pt: {
    language: 'Português', home: 'Ir para o início', email: 'E-mail', password: 'Senha', signIn: 'Entrar', sendLink: 'Enviar um link de acesso',
    checkMail: 'Confira seu e-mail', hello: 'Olá', unit: 'Unidade', newRequest: 'Nova solicitação', subject: 'Assunto', description: 'Descrição',
    photos: 'Fotos', submit: 'Enviar solicitação', statusNew: 'Nova', byStatus: 'Solicitações por situação', efficiency: 'Eficiência',
    confirm: 'Confirmar visita', confirmed: 'Visita confirmada', conforming: 'Conforme', sign: 'Assinar termo', signer: 'Nome de quem assina',
    pdf: (code: string) => `Baixar o PDF do termo ${code}`, message: 'Escreva uma mensagem', send: 'Enviar', notFound: 'Não encontramos esta página',
    empty: 'Você ainda não tem solicitações', unavailable: 'Portal indisponível', wrongPassword: 'E-mail ou senha incorretos.',
  },
} as const;

/** A phone: the portal is built for it first. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A picture of the whole page (the portal scrolls the page itself) without the passing toasts, to /tmp/shots. */
export async function portalShot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // From the top: a full-page picture of a scrolled page draws the sticky header in the middle of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/portal-${name}.png`, fullPage: true, animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

async function post<T>(staff: APIRequestContext, url: string, data: unknown, status?: number): Promise<T> {
  const response = await staff.post(url, { headers: await xsrf(staff), data });
  if (status) expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  else expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

export interface OwnedUnit {
  id: string;
  name: string;
  ownerName: string;
  email: string;
}

/** A unit of a fresh unit type (Baño › Lavamanos › Sifón › Filtración) whose one owner has this e-mail. */
export async function ownedUnit(staff: APIRequestContext, projectId: string, stamp: string, tag: string): Promise<OwnedUnit> {
  const type = await unitTypeWithChecklist(staff, projectId, `Portal ${tag} ${stamp}`);
  const unit = await createUnit(staff, projectId, { name: `PP-${tag}-${stamp}`, floor: '3', unit_type_id: type.id });
  const owner = { first_name: 'Marta', last_name: `Díaz ${tag}`, email: `marta.${tag}.${stamp}@correo-e2e.cl` };
  await setOwner(staff, unit.id, owner);
  return { id: unit.id, name: unit.name, ownerName: `${owner.first_name} ${owner.last_name}`, email: owner.email };
}

/** A failure from the unit type's checklist on the request; answers its id. */
export async function registerFailure(staff: APIRequestContext, requestId: string, detail: string): Promise<string> {
  const response = await staff.get(`/api/warranties/requests/${requestId}/checklist`);
  expect(response.ok(), await response.text()).toBeTruthy();
  type Checklist = { areas: { id: string; places: { id: string; items: { id: string; issues: { id: string }[] }[] }[] }[]; severities: { id: string }[] };
  const { areas, severities } = ((await response.json()) as { data: Checklist }).data;
  const area = areas[0];
  const place = area?.places[0];
  const item = place?.items[0];
  if (!area || !place || !item) throw new Error('the unit type has no checklist');
  const failure = await post<{ id: string }>(staff, `/api/warranties/requests/${requestId}/failures`, {
    area_id: area.id,
    place_id: place.id,
    item_id: item.id,
    issue_id: item.issues[0]?.id,
    // A project with severities configured (another spec may have made some) requires one.
    severity_id: severities[0]?.id,
    detail,
  });
  return failure.id;
}

/** An inspection visit (OI) of the failure two weeks ahead, Monday 10:00–11:30; answers its id and code. */
export async function createVisit(staff: APIRequestContext, requestId: string, failureId: string, responsibleId: string): Promise<{ id: string; code: string }> {
  const day = mondayAhead(0);
  return post(staff, `/api/warranties/requests/${requestId}/orders`, { kind: 'oi', responsible_id: responsibleId, starts_at: localInstant(day, '10:00'), ends_at: localInstant(day, '11:30'), failure_ids: [failureId] }, 201);
}

/** The visit's result (solved), then a pending AC for the now managed failure; answers the AC's code. */
export async function manageAndCreateAc(staff: APIRequestContext, requestId: string, orderId: string, failureId: string): Promise<string> {
  await post(staff, `/api/warranties/orders/${orderId}/manage`, { results: [{ failure_id: failureId, result: 'solved', comment: 'Se cambió el sifón' }] });
  const ac = await post<{ code: string }>(staff, `/api/warranties/requests/${requestId}/ac`, { failure_ids: [failureId] }, 201);
  return ac.code;
}

/** Turns the project's owners' iframe on (with its colour) or off, as /config/propietarios/iframe saves it. */
export async function setIframe(staff: APIRequestContext, projectId: string, enabled: boolean, color = '#1c7ed6'): Promise<void> {
  const response = await staff.put(`/api/warranties/settings/iframe?projectId=${projectId}`, { headers: await xsrf(staff), data: { enabled, allowed_origins: enabled ? ['https://inmobiliaria.example'] : [], primary_color: color } });
  expect(response.status(), await response.text()).toBe(200);
}

/** On /ingresar: the language, the e-mail, «send me a link», then the link from the e-mail. Waits for the home. */
export async function signInByLink(page: Page, email: string, lang: PortalLang, base = '/app/propietarios'): Promise<void> {
  const text = PORTAL_TEXT[lang];
  await page.goto(`${base}/ingresar`);
  await page.getByTestId('language-switch').getByText(text.language, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'es' ? 'es' : 'pt-BR');
  await page.getByLabel(text.email).fill(email);
  await page.getByRole('button', { name: text.sendLink }).click();
  await expect(page.getByRole('heading', { name: text.checkMail })).toBeVisible();
  const link = linkIn(await waitForMail(email, { match: /\/app\/propietarios\/(portal\/[^/]+\/)?enlace\// }), `${base}/enlace/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: new RegExp(`^${text.hello}, `) })).toBeVisible();
}

/** The request id of the portal's request page now open. */
export function requestIdOf(page: Page): string {
  const match = /\/solicitud\/([\w-]+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a request page: ${page.url()}`);
  return match[1];
}
