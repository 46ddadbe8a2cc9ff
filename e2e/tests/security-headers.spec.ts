/**
 * The product under its own Content-Security-Policy (issue 20, item 6): the signed-in screens that use the most
 * browser features (the shell, Cbox, the units list, a delivery act's PDF preview in an <object> from a blob: URL)
 * run without a single violation, and no other site can frame the product. The BIM viewer (WebAssembly, workers)
 * is checked in bim-models.spec.ts. Read-only on the demo data, so it depends on no other spec.
 */
import { expect, test } from '@playwright/test';

import { signIn } from '../support/app';
import { expectNoCspViolations, watchCsp } from '../support/csp';

test('the screens run under the policy without violations', async ({ page }) => {
  await watchCsp(page);
  await signIn(page, 'admin');
  await expectNoCspViolations(page);
  for (const path of ['/app/cbox', '/app/warranties/fichas?status=delivered_observations', '/app/warranties/solicitudes']) {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoCspViolations(page);
  }
  // A demo unit's act preview (Condominio Vista Cordillera): the PDF is rendered from a blob: URL in an <object>.
  const projects = await (await page.request.get('/api/projects?rowsPerPage=200')).json();
  const project = projects.data.find((p: { name: string }) => p.name === 'Condominio Vista Cordillera').id;
  const units = await (await page.request.get(`/api/warranties/units?projectId=${project}&status=new&rowsPerPage=1`)).json();
  await page.goto(`/app/warranties/ficha/${units.data[0].id}/vista-previa-acta`);
  await expect(page.getByTestId('act-pdf')).toBeVisible({ timeout: 20_000 });
  await expectNoCspViolations(page);
});

test('the product answers with its policy and cannot be framed by another site', async ({ page, baseURL }) => {
  const response = await page.request.get('/app/login');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(response.headers()['permissions-policy']).toContain('microphone=()');
  const api = await page.request.get('/api/health');
  expect(api.headers()['cache-control']).toBe('no-store');

  // Another origin (a data: page) frames the sign-in page: the browser refuses to show it.
  await page.goto(`data:text/html,<iframe id="f" src="${baseURL}/app/login" width="600" height="400"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const inputs = frame ? await frame.locator('input').count().catch(() => 0) : 0;
  expect(inputs).toBe(0);
});
