// The Gantt's first screen in headless Chromium: signs in as the demo admin, makes the seeded project active, then
// opens /app/quality/gantt `runs` times (a fresh page each, the browser's cache warm as a returning user's) and
// prints, per run and as a median and maximum, the milliseconds from navigation start to the first task bars drawn.
// Run by bench/gantt-render.sh; takes the base URL, the project id and the number of runs.
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const [base, project, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 7);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
const request = context.request;
await request.get('/csrf-cookie');
const token = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
const login = await request.post('/login', { headers: { 'X-XSRF-TOKEN': await token() }, data: { username: 'admin', password: 'obra-demo' } });
if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
const active = await request.put('/api/me/preferences', { headers: { 'X-XSRF-TOKEN': await token() }, data: { active_project_id: project } });
if (!active.ok()) throw new Error(`active project: ${active.status()} ${await active.text()}`);

const times = [];
for (let i = 0; i < runs; i += 1) {
  const page = await context.newPage();
  await page.goto('/app/quality/gantt', { waitUntil: 'commit' });
  await page.locator('.wx-bar').first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  const bars = await page.locator('.wx-bar').count();
  times.push(ms);
  console.log(`run ${i + 1}: ${ms.toFixed(0)} ms to the first screen (${bars} bars drawn)`);
  await page.close();
}
// The first run fills the browser's cache of the app's files; the figures are of the runs after it.
const warm = times.slice(1).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)];
console.log(`first (cold cache): ${times[0].toFixed(0)} ms · warm median: ${median.toFixed(0)} ms · warm max: ${warm.at(-1).toFixed(0)} ms`);
await browser.close();
