import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderApiDocs } from '../components/api-docs/test-helpers';

const origin = window.location.origin;

describe('API v1 (/config/integraciones/api)', { timeout: 30_000 }, () => {
  it('explains v1 and writes the v1 and v2 addresses of the chosen GET as its parameters are filled', async () => {
    renderApiDocs('/config/integraciones/api');
    expect(await screen.findByTestId('api-v1-explained')).toHaveTextContent('/api/v1/api.php?path=/x/y&a=1 responde lo mismo que /api/x/y?a=1');
    const form = await screen.findByTestId('api-v1-form', {}, { timeout: 8000 });
    expect(within(form).getByTestId('api-v1-url')).toHaveValue(`${origin}/api/v1/api.php?path=/me`);
    expect(within(form).getByTestId('api-v2-url')).toHaveValue(`${origin}/api/me`);

    await userEvent.click(within(form).getByRole('combobox', { name: 'Operación (GET)' }));
    await userEvent.click(await screen.findByRole('option', { name: "/projects/{id} · One project." }));
    expect(within(form).getByTestId('api-v1-try')).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'id' }), 'p-7');
    expect(within(form).getByTestId('api-v1-url')).toHaveValue(`${origin}/api/v1/api.php?path=/projects/p-7`);
    expect(within(form).getByTestId('api-v2-url')).toHaveValue(`${origin}/api/projects/p-7`);
    expect(within(form).getByTestId('api-v1-try')).toBeEnabled();
  });

  it('tries the GET with the session through v1 and shows the status and the pretty body', async () => {
    const { calls } = renderApiDocs('/config/integraciones/api', { other: (call) => (call.url.includes('/api/v1/api.php') ? json({ data: { user: { username: 'ana' } } }) : json({}, 404)) });
    const form = await screen.findByTestId('api-v1-form', {}, { timeout: 8000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Probar' }));
    const result = await within(form).findByTestId('api-try-result');
    expect(within(result).getByTestId('api-try-status')).toHaveTextContent('200');
    expect(within(result).getByTestId('api-try-body').textContent).toBe(JSON.stringify({ data: { user: { username: 'ana' } } }, null, 2));
    expect(calls.at(-1)?.url).toBe(`${origin}/api/v1/api.php?path=/me`);
  });

  it('shows an error answer as it came, and says when the clipboard refuses a copy', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    renderApiDocs('/config/integraciones/api');
    const form = await screen.findByTestId('api-v1-form', {}, { timeout: 8000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Probar' }));
    expect(await within(form).findByTestId('api-try-status')).toHaveTextContent('404');
    expect(within(form).getByTestId('api-try-body')).toHaveTextContent('"code": "not_found"');

    await userEvent.click(within(form).getByTestId('api-v1-url-copy'));
    expect(writeText).toHaveBeenCalledWith(`${origin}/api/v1/api.php?path=/me`);
    expect(await screen.findByText('Error al copiar el texto')).toBeInTheDocument();
  });
});
