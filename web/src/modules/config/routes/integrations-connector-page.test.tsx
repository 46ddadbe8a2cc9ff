import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import type { Connector } from '../api/connectors/types';
import { connector, logRow, renderConfig, stubServer, type Call } from '../components/connectors/test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

const CRM = '/api/integrations/connectors/crm';
const stored = connector({ settings: { app_id: '123', pipeline_id: '0', error_emails: ['avisos@constructora.cl'], send_copy: false, base_url: 'https://api.hubapi.com' }, secrets_set: ['access_token'], version: 2, updated_at: '2026-03-01T12:00:00Z' });

/** A CRM connector server: GET answers `state`, PUT answers `onPut`, the log answers `logs`. */
function crmServer(options: { state?: Connector; onPut?: (call: Call) => Response; logs?: () => unknown[]; onTest?: () => Response }) {
  let state = options.state ?? stored;
  return stubServer((call) => {
    if (call.path === CRM && call.method === 'GET') return json({ data: state });
    if (call.path === CRM && call.method === 'PUT') {
      const answer = options.onPut?.(call);
      if (answer) return answer;
      const body = call.body as { active: boolean; settings: Record<string, unknown> };
      state = { ...state, active: body.active, version: state.version + 1, updated_at: '2026-03-02T10:00:00Z' };
      return json({ data: state });
    }
    if (call.path === `${CRM}/logs`) return json({ data: options.logs?.() ?? [] });
    if (call.path === `${CRM}/test`) return options.onTest?.();
    return undefined;
  });
}

const form = () => screen.findByTestId('connector-form', {}, { timeout: 8000 });

describe('CRM connector (/config/integraciones/hubspot)', { timeout: 30_000 }, () => {
  it('shows the stored settings, a saved secret as a placeholder, and the empty log', async () => {
    crmServer({});
    renderConfig('/config/integraciones/hubspot');
    await form();
    expect(screen.getByRole('heading', { name: 'CRM' })).toBeInTheDocument();
    expect(screen.getByText('Compatible con HubSpot.', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('connector-state')).toHaveTextContent('Inactiva');
    expect(screen.getByLabelText(/ID de la aplicación/)).toHaveValue('123');
    const token = screen.getByLabelText(/Token de acceso/);
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', '••••• (guardado)');
    expect(screen.getByText('avisos@constructora.cl')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Enviar copia/ })).not.toBeChecked();
    expect(await screen.findByText(/Aún no hay registros/)).toBeInTheDocument();
  });

  it('activates and saves without sending the secret left empty', async () => {
    const calls = crmServer({});
    renderConfig('/config/integraciones/hubspot');
    await form();
    fireEvent.click(screen.getByRole('switch', { name: /Activar integración/ }));
    fireEvent.change(screen.getByLabelText(/ID del pipeline/), { target: { value: ' 77 ' } });
    fireEvent.click(screen.getByTestId('connector-save'));
    expect(await screen.findByText('Se guardó la integración.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      active: true,
      version: 2,
      settings: { app_id: '123', pipeline_id: '77', error_emails: ['avisos@constructora.cl'], send_copy: false, base_url: 'https://api.hubapi.com' },
    });
    await waitFor(() => expect(screen.getByTestId('connector-state')).toHaveTextContent('Activa'));
  });

  it('sends a typed secret, and refuses to activate with a required field empty', async () => {
    const calls = crmServer({ state: connector() });
    renderConfig('/config/integraciones/hubspot');
    await form();
    fireEvent.click(screen.getByRole('switch', { name: /Activar integración/ }));
    fireEvent.click(screen.getByTestId('connector-save'));
    expect(await screen.findAllByText('Obligatorio para activar la integración.')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/ID de la aplicación/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/ID del pipeline/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Token de acceso/), { target: { value: 'pat-na1-secret' } });
    fireEvent.click(screen.getByTestId('connector-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ settings: { access_token: 'pat-na1-secret' } }));
  });

  it('puts the 422 errors under their fields, an e-mail error with its address', async () => {
    crmServer({
      onPut: () =>
        json({ message: 'Los datos enviados no son válidos.', code: 'validation', errors: { 'settings.base_url': ['La URL no es válida.'], 'settings.error_emails.0': ['El correo no es válido.'] } }, 422),
    });
    renderConfig('/config/integraciones/hubspot');
    const inputs = await form();
    fireEvent.click(screen.getByTestId('connector-save'));
    expect(await within(inputs).findByText('«avisos@constructora.cl»: El correo no es válido.')).toBeInTheDocument();
    // The URL is under "Avanzado", which unfolds to show its error; the toast lists both.
    // (It renders once the section has unfolded, a moment after the e-mail's error: found, not got.)
    expect(await within(inputs).findByText('La URL no es válida.')).toBeInTheDocument();
    expect(await screen.findByTestId('toast-validation')).toHaveTextContent('Los datos enviados no son válidos.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Avanzado' })).toHaveAttribute('aria-expanded', 'true'));
  });

  it('offers a reload when someone else saved first (409)', async () => {
    let conflict = true;
    crmServer({ onPut: () => (conflict ? json({ message: 'Otra persona modificó este registro.', code: 'conflict' }, 409) : json({ data: stored })) });
    renderConfig('/config/integraciones/hubspot');
    await form();
    fireEvent.change(screen.getByLabelText(/ID de la aplicación/), { target: { value: '999' } });
    fireEvent.click(screen.getByTestId('connector-save'));
    expect(await screen.findByTestId('connector-stale')).toHaveTextContent('Otra persona cambió esta integración mientras tanto.');
    expect(screen.getByTestId('connector-save')).toBeDisabled();
    conflict = false;
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.queryByTestId('connector-stale')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/ID de la aplicación/)).toHaveValue('123');
  });

  it('tests the connection: success and failure are told, and the log is read again', async () => {
    let ok = true;
    const rows = [logRow({ id: 'l1', level: 'info', message: 'HTTP 200' })];
    crmServer({ logs: () => rows, onTest: () => json({ data: { ok, message: ok ? 'HTTP 200' : 'HTTP 401', count: 0 } }) });
    renderConfig('/config/integraciones/hubspot');
    await form();
    fireEvent.click(screen.getByTestId('connector-test'));
    expect(await screen.findByText('Conexión correcta')).toBeInTheDocument();

    ok = false;
    rows.unshift(logRow({ id: 'l2', level: 'error', message: 'HTTP 401' }));
    fireEvent.click(screen.getByTestId('connector-test'));
    expect(await screen.findByText('La conexión falló')).toBeInTheDocument();
    const table = screen.getByTestId('connector-logs-table');
    await waitFor(() => expect(within(table).getAllByTestId('connector-log-level').map((badge) => badge.textContent)).toEqual(['Error', 'Correcto']));
    expect(within(table).getAllByText('Prueba de conexión')).toHaveLength(2);
  });

  it('asks to save before testing changed settings', async () => {
    crmServer({});
    renderConfig('/config/integraciones/hubspot');
    await form();
    expect(screen.getByTestId('connector-test')).toBeEnabled();
    fireEvent.change(screen.getByLabelText(/ID de la aplicación/), { target: { value: '5' } });
    expect(screen.getByTestId('connector-test')).toBeDisabled();
    expect(screen.getByTestId('connector-test-dirty')).toHaveTextContent('Guarda los cambios antes de probar');
  });

  it('is closed without config.integrations.manage', async () => {
    crmServer({});
    renderConfig('/config/integraciones/hubspot', ['config.users.manage']);
    expect(await screen.findByTestId('no-permission', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('the other connectors', { timeout: 30_000 }, () => {
  it.each([
    ['procore', 'construction', 'Gestor de obra', ['ID de la empresa', 'ID de cliente', 'Secreto de cliente']],
    ['planificacion', 'planning', 'Planificación', ['URL de la API', 'Clave de API']],
    ['rrhh', 'hr', 'RR. HH.', ['URL de la API', 'Clave de API']],
    ['almacenamiento', 'cloud_storage', 'Almacenamiento en la nube', ['URL WebDAV', 'Usuario', 'Contraseña', 'Carpeta raíz']],
  ])('/config/integraciones/%s shows its own fields', async (path, kind, title, labels) => {
    stubServer((call) => {
      if (call.path === `/api/integrations/connectors/${kind}`) return json({ data: connector({ kind }) });
      if (call.path === `/api/integrations/connectors/${kind}/logs`) return json({ data: [] });
      return undefined;
    });
    renderConfig(`/config/integraciones/${path}`);
    await form();
    expect(screen.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    for (const label of labels) expect(screen.getByLabelText(new RegExp(label))).toBeInTheDocument();
  });

  it('says the construction manager is Procore-compatible and keeps its API address under "Avanzado"', async () => {
    stubServer((call) => {
      if (call.path === '/api/integrations/connectors/construction') return json({ data: connector({ kind: 'construction', settings: { base_url: 'https://api.procore.com' } }) });
      if (call.path.endsWith('/logs')) return json({ data: [] });
      return undefined;
    });
    renderConfig('/config/integraciones/procore');
    await form();
    expect(screen.getByText(/Compatible con Procore/)).toBeInTheDocument();
    const advanced = screen.getByRole('button', { name: 'Avanzado' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(advanced);
    expect(screen.getByLabelText(/URL de la API/)).toHaveValue('https://api.procore.com');
  });
});
