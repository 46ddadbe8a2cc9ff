// The Gantt's first screen in headless Chromium: signs in as the demo admin, makes the seeded project active, then
// opens /app/quality/gantt `runs` times (a fresh page each, the browser's cache warm as a returning user's) and
// prints, per run and as a median and maximum, the milliseconds from navigation start to the first task bars drawn,
// and how long opening a branch not loaded yet takes (a large schedule comes by levels).
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
const branches = [];
for (let i = 0; i < runs; i += 1) {
  const page = await context.newPage();
  await page.goto('/app/quality/gantt', { waitUntil: 'commit' });
  await page.locator('.wx-bar').first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  const bars = await page.locator('.wx-bar').count();
  const gantt = page.getByTestId('quality-gantt');
  const loaded = await gantt.getAttribute('data-tasks');
  times.push(ms);
  // A large schedule comes by levels: open the first branch not loaded yet and time its tasks' arrival.
  const toggle = page.locator('button.qg-branch').first();
  let branch = '';
  if (await toggle.count()) {
    const started = await page.evaluate(() => performance.now());
    await toggle.click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="quality-gantt"]')?.getAttribute('data-tasks') !== before, loaded, { timeout: 30_000 });
    const took = (await page.evaluate(() => performance.now())) - started;
    branches.push(took);
    branch = ` · a branch opened in ${took.toFixed(0)} ms (${loaded} → ${await gantt.getAttribute('data-tasks')} tasks)`;
  }
  console.log(`run ${i + 1}: ${ms.toFixed(0)} ms to the first screen (${bars} bars drawn, ${loaded} tasks loaded)${branch}`);
  await page.close();
}
if (branches.length > 0) {
  const sorted = [...branches].sort((a, b) => a - b);
  console.log(`opening a branch: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms · max ${sorted.at(-1).toFixed(0)} ms`);
}
// The first run fills the browser's cache of the app's files; the figures are of the runs after it.
const warm = times.slice(1).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)];
console.log(`first (cold cache): ${times[0].toFixed(0)} ms · warm median: ${median.toFixed(0)} ms · warm max: ${warm.at(-1).toFixed(0)} ms`);
await browser.close();
