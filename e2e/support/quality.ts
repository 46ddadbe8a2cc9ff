/**
 * What the quality specs share: a company of their own (registered and set up with one empty project, so every row
 * and every attribute is the spec's), the words of the screens in each language, a small MS Project schedule, value
 * spreadsheets, and the few moves a person makes over and over (fill the activity drawer, open a row's menu).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

import { registerCompany, type Lang, type NewCompany } from './app';
import { xsrf } from './users';

export const SHOTS = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', 'screenshots');

/** A picture of the page without the passing toasts; `height` makes the viewport taller first. */
export async function shot(page: Page, name: string, height?: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  if (height && size) await page.setViewportSize({ width: size.width, height });
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  if (height && size) await page.setViewportSize(size);
}

/** A freshly registered company with one empty project (no example data), for one spec's own data. */
export async function freshCompany(browser: Browser, tag: string): Promise<NewCompany> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const account = await registerCompany(page, tag);
    const response = await page.request.post('/api/setup', {
      headers: await xsrf(page.request),
      data: { company_name: `Calidad ${tag} ${Date.now().toString(36)}`, phone: '+56 2 2345 6789', projects_in_progress: 1, referral_source: 'other', example_project: false },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return account;
  } finally {
    await context.close();
  }
}

/** The words of the quality screens each spec reads and clicks, per language. */
export const TEXT = {
  es: {
    listTitle: 'Actividades',
    emptyTitle: 'El proyecto aún no tiene actividades',
    createFirst: 'Crear la primera actividad',
    newActivity: 'Nueva actividad',
    create: 'Crear actividad',
    save: 'Guardar',
    description: 'Descripción',
    plannedStart: 'Inicio planificado',
    plannedEnd: 'Término planificado',
    estimatedCost: 'Costo estimado',
    menu: (name: string) => `Acciones de «${name}»`,
    edit: 'Editar',
    addChild: 'Agregar subactividad',
    progress: 'Registrar avance',
    progressField: 'Avance',
    history: 'Historial',
    historyIntro: 'Últimos 50 registros',
    kindProgress: 'Avance',
    kindCreated: 'Creada',
    late: 'Atrasada',
    collapse: (name: string) => `Ocultar las subactividades de «${name}»`,
    expand: (name: string) => `Mostrar las subactividades de «${name}»`,
    importSchedule: 'Importar cronograma',
    replace: 'Reemplazar',
    replaceSubmit: 'Reemplazar e importar',
    scheduleMenu: 'Cronograma',
    exportXml: 'Exportar a MS Project (.xml)',
    exportXer: 'Exportar a Primavera P6 (.xer)',
    dark: 'Oscuro',
    attributesTitle: 'Atributos',
    importValues: 'Importar valores',
    valuesFile: 'Archivo de valores',
    checkRows: 'Revisar filas',
    back: 'Atrás',
    deprecate: 'Marcar como obsoleto',
    deprecated: 'Obsoleto',
    valueMenu: (name: string) => `Acciones del valor «${name}»`,
    deleteValue: 'Eliminar valor',
    close: 'Cerrar',
  },
  pt: {
    listTitle: 'Atividades',
    emptyTitle: 'O projeto ainda não tem atividades',
    createFirst: 'Criar a primeira atividade',
    newActivity: 'Nova atividade',
    create: 'Criar atividade',
    save: 'Salvar',
    description: 'Descrição',
    plannedStart: 'Início planejado',
    plannedEnd: 'Término planejado',
    estimatedCost: 'Custo estimado',
    menu: (name: string) => `Ações de «${name}»`,
    edit: 'Editar',
    addChild: 'Adicionar subatividade',
    progress: 'Registrar avanço',
    progressField: 'Avanço',
    history: 'Histórico',
    historyIntro: 'Últimos 50 registros',
    kindProgress: 'Avanço',
    kindCreated: 'Criada',
    late: 'Atrasada',
    collapse: (name: string) => `Ocultar as subatividades de «${name}»`,
    expand: (name: string) => `Mostrar as subatividades de «${name}»`,
    importSchedule: 'Importar cronograma',
    replace: 'Substituir',
    replaceSubmit: 'Substituir e importar',
    scheduleMenu: 'Cronograma',
    exportXml: 'Exportar para MS Project (.xml)',
    exportXer: 'Exportar para Primavera P6 (.xer)',
    dark: 'Escuro',
    attributesTitle: 'Atributos',
    importValues: 'Importar valores',
    valuesFile: 'Arquivo de valores',
    checkRows: 'Verificar linhas',
    back: 'Voltar',
    deprecate: 'Marcar como obsoleto',
    deprecated: 'Obsoleto',
    valueMenu: (name: string) => `Ações do valor «${name}»`,
    deleteValue: 'Excluir valor',
    close: 'Fechar',
  },
} satisfies Record<Lang, Record<string, unknown>>;

export type QualityText = (typeof TEXT)[Lang];

/** A day `offset` days from today, as `YYYY-MM-DD` (what a date input takes). */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The activity table's row of a description. */
export function activityRow(page: Page, description: string): Locator {
  return page.getByTestId('activities-table').locator('tbody tr').filter({ has: page.getByText(description, { exact: true }) });
}

/** Opens a row's menu and picks an action. */
export async function rowAction(page: Page, text: QualityText, description: string, action: string): Promise<void> {
  await page.getByRole('button', { name: text.menu(description), exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** An input of a form by its label, with or without the required asterisk. */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export interface NewActivity {
  description: string;
  start: string;
  end: string;
  cost?: string;
}

/** Fills the open activity drawer (the caller presses its button). */
export async function fillActivity(drawer: Locator, text: QualityText, activity: NewActivity): Promise<void> {
  await field(drawer, text.description).fill(activity.description);
  await field(drawer, text.plannedStart).fill(activity.start);
  await field(drawer, text.plannedEnd).fill(activity.end);
  if (activity.cost !== undefined) await field(drawer, text.estimatedCost).fill(activity.cost);
}

/** The company's attributes as the API lists them (name → value names). */
export async function attributesOf(request: APIRequestContext): Promise<Record<string, string[]>> {
  const response = await request.get('/api/quality/attributes');
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: { name: string; values: { name: string }[] }[] };
  return Object.fromEntries(data.map((attribute) => [attribute.name, attribute.values.map((value) => value.name)]));
}

/** A spreadsheet of values as a CSV upload (semicolons, as Excel in Spanish writes it). */
export function valuesCsv(name: string, rows: string[][]): { name: string; mimeType: string; buffer: Buffer } {
  const body = [['Atributo', 'Valor', 'Obsoleto'], ...rows].map((row) => row.join(';')).join('\r\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${body}\r\n`, 'utf-8') };
}

/**
 * A small MS Project (MSPDI) schedule: «Casa piloto» over «Radier» and «Muros» (finish-to-start), and «Techumbre».
 * The project summary task (outline level 0) is skipped on import, as MS Project writes one.
 */
export const MSPDI = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Project xmlns="http://schemas.microsoft.com/project">
  <SaveVersion>14</SaveVersion>
  <Title>Casa piloto</Title>
  <Tasks>
    <Task><UID>0</UID><Name>Casa piloto</Name><OutlineLevel>0</OutlineLevel><Start>2026-04-06T08:00:00</Start><Finish>2026-04-24T17:00:00</Finish></Task>
    <Task><UID>1</UID><Name>Obra gruesa importada</Name><OutlineLevel>1</OutlineLevel><Start>2026-04-06T08:00:00</Start><Finish>2026-04-17T17:00:00</Finish></Task>
    <Task><UID>2</UID><Name>Radier</Name><OutlineLevel>2</OutlineLevel><Start>2026-04-06T08:00:00</Start><Finish>2026-04-10T17:00:00</Finish><PercentComplete>100</PercentComplete><Cost>1500000</Cost></Task>
    <Task><UID>3</UID><Name>Muros</Name><OutlineLevel>2</OutlineLevel><Start>2026-04-13T08:00:00</Start><Finish>2026-04-17T17:00:00</Finish><PercentComplete>40</PercentComplete><Cost>2500000</Cost>
      <PredecessorLink><PredecessorUID>2</PredecessorUID><Type>1</Type><LinkLag>0</LinkLag><LagFormat>7</LagFormat></PredecessorLink>
    </Task>
    <Task><UID>4</UID><Name>Techumbre</Name><OutlineLevel>1</OutlineLevel><Start>2026-04-20T08:00:00</Start><Finish>2026-04-24T17:00:00</Finish></Task>
  </Tasks>
</Project>
`;
