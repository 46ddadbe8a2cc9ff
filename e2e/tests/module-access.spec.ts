/**
 * What a person meets when a module is not theirs: the no-permission page (profile lacks it), the landing page
 * with the upgrade request (plan lacks it), and the not-found page for unknown addresses.
 */
import { expect, test } from '@playwright/test';

import { signIn } from '../support/app';
import { waitForMail } from '../support/mail';

test('a module the profile lacks is hidden from the sidebar and its address shows the no-permission page', async ({ page }) => {
  await signIn(page, 'contratista');
  await expect(page.getByTestId('nav-cmanagement')).toBeVisible();
  await expect(page.getByTestId('nav-concrete')).toHaveCount(0);

  await page.goto('/app/concrete');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();
  await expect(page.getByText('No posee los permisos necesarios para realizar esta acción.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Sub-routes are guarded the same way.
  await page.goto('/app/concrete/placements');
  await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
});

test('a plan-locked module opens its landing, and the upgrade request is sent and stays sent (pt)', async ({ page, browser }) => {
  // admin.sur: Inmobiliaria Sur, Brazil, free plan.
  await signIn(page, 'admin.sur', 'pt');
  await expect(page.getByTestId('project-selector')).toHaveValue('Residencial Jardim Sul');
  const concrete = page.getByTestId('nav-concrete');
  await expect(concrete).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('nav-cbox')).not.toHaveAttribute('data-locked', 'true');

  await concrete.click();
  await expect(page).toHaveURL(/\/app\/concrete\/landing$/);
  const landing = page.getByTestId('landing-concrete');
  await expect(landing.getByRole('heading', { name: 'Controle de concreto' })).toBeVisible();
  await expect(landing.getByText('Não incluído no seu plano').first()).toBeVisible();
  await expect(landing.getByText('O seu plano atual não inclui este módulo.', { exact: false })).toBeVisible();

  // Deeper addresses of a locked module lead to the landing too.
  await page.goto('/app/concrete/placements');
  await expect(page).toHaveURL(/\/app\/concrete\/landing$/);

  await page.getByRole('button', { name: 'Solicitar melhoria de plano' }).click();
  const status = page.getByTestId('activation-status');
  await expect(status).toHaveAttribute('data-status', 'sent');
  await expect(status).toContainText('Solicitação enviada');
  await expect(status).toContainText('Recebemos a sua solicitação em');
  await expect(page.getByRole('button', { name: 'Solicitar melhoria de plano' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('activation-status')).toContainText('Solicitação enviada');
  await expect(page.getByRole('button', { name: 'Solicitar melhoria de plano' })).toHaveCount(0);

  // Another locked module still offers its own request.
  await page.getByTestId('nav-quality').click();
  await expect(page.getByTestId('landing-quality')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar melhoria de plano' })).toBeVisible();

  // The provider's sales inbox got the request.
  const mail = await waitForMail('ventas@obra.local', { match: /Inmobiliaria Sur/ });
  expect(mail).toContain('concrete');
  expect(mail).toContain('Ana Paula Ribeiro');

  // …and the provider's staff find it in My tasks.
  const provider = await browser.newContext();
  try {
    const staff = await provider.newPage();
    await signIn(staff, 'soporte');
    await staff.getByRole('tab', { name: 'Mis tareas' }).click();
    await expect(staff.getByTestId('task-item').filter({ hasText: '[Obra] Solicitud de upgrade: concrete — Inmobiliaria Sur' })).toHaveCount(1);
  } finally {
    await provider.close();
  }
});

test('an unknown address shows the not-found page, signed out and signed in', async ({ page }) => {
  await page.goto('/app/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);

  await signIn(page, 'admin');
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // An unknown sub-route of a module, inside the shell.
  await page.goto('/app/home/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
});
