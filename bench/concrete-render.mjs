// The viewer colouring the advance in headless Chromium: signs in as the demo admin, makes the project active, opens
// /app/concrete/advanceBim, waits until the Concrete model is converted and shown (not timed: the IFC's conversion in
// the browser), then times each repaint of the model's colours (the BIM engine's `obra:bim-restyle` measure: the
// colour texture written and uploaded, to the frame that shows it) — the first one, painted as the model's tiles are
// first built (`obra:bim-load`), then one per date as the slider's keys move it. Run by
// bench/concrete.sh; takes the base URL and the project id.
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const [base, project] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--enable-unsafe-swiftshader'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
const request = context.request;
await request.get('/csrf-cookie');
const token = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
const login = await request.post('/login', { headers: { 'X-XSRF-TOKEN': await token() }, data: { username: 'admin', password: 'obra-demo' } });
if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
const active = await request.put('/api/me/preferences', { headers: { 'X-XSRF-TOKEN': await token() }, data: { active_project_id: project } });
if (!active.ok()) throw new Error(`active project: ${active.status()} ${await active.text()}`);

const page = await context.newPage();
const opened = Date.now();
await page.goto('/app/concrete/advanceBim');
await page.locator('[data-testid="bim-viewer"][data-state="ready"]').waitFor({ timeout: 900_000 });
console.log(`model converted and shown in ${((Date.now() - opened) / 1000).toFixed(1)} s (not part of the figure)`);
const loads = await page.evaluate(() => performance.getEntriesByName('obra:bim-load').map((m) => ({ ms: m.duration, colored: m.detail?.colored ?? 0 })));
for (const load of loads) console.log(`model loaded into the scene and drawn with ${load.colored} coloured elements in ${load.ms.toFixed(0)} ms (after its conversion)`);
const measures = () => page.evaluate(() => performance.getEntriesByName('obra:bim-restyle').map((m) => ({ ms: m.duration, colored: m.detail?.colored ?? 0 })));
const next = async (count) => {
  await page.waitForFunction((n) => performance.getEntriesByName('obra:bim-restyle').length > n, count, { timeout: 20_000 });
  // A repaint may be followed by another (the selection, a late answer): let them settle.
  await page.waitForTimeout(1500);
  return measures();
};
// Today's colours were painted as the model loaded (above); later repaints (a late answer, the selection) are counted.
await page.waitForTimeout(1500);
let seen = await measures();
const slider = page.getByRole('slider').first();
const steps = [];
const byKind = { 'clear every colour (Home)': [], 'paint every colour (End after Home)': [], 'one day back or forward': [] };
let previous = '';
const keys = ['Home', 'End', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'End', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Home', 'End'];
for (const key of keys) {
  const before = seen.length;
  await slider.focus();
  await page.keyboard.press(key);
  try {
    seen = await next(before);
  } catch {
    continue; // the same answer: nothing repainted
  }
  const last = seen.at(-1);
  steps.push(last.ms);
  const kind = key === 'Home' ? 'clear every colour (Home)' : key === 'End' && previous === 'Home' ? 'paint every colour (End after Home)' : key.startsWith('Arrow') ? 'one day back or forward' : null;
  if (kind) byKind[kind].push(last.ms);
  previous = key;
  console.log(`slider ${key}: ${last.colored} elements coloured, repaint ${last.ms.toFixed(0)} ms`);
}
for (const [kind, times] of Object.entries(byKind)) {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length) console.log(`${kind}: ${sorted.length} · median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms · max ${sorted.at(-1).toFixed(0)} ms`);
}
const all = seen.filter((m) => m.colored > 0).map((m) => m.ms).sort((a, b) => a - b);
console.log(`repaints with colours: ${all.length} · median ${all[Math.floor(all.length / 2)]?.toFixed(0)} ms · max ${all.at(-1)?.toFixed(0)} ms`);
await browser.close();
