import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from './config-module';

const settings = { project_id: 'proj-1', require_all_units: false, require_photos_on_failure: false, signature_required: true, version: 3 };

describe('ReceptionSettingsPage', () => {
  it('loads, toggles and saves with the version read', async () => {
    const stub = stubFetch((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/verifications/reception-settings?')) return json({ data: settings });
      if (call.method === 'PUT' && call.url.startsWith('/api/verifications/reception-settings?')) return json({ data: { ...settings, require_all_units: true, version: 4 } });
      return json({ message: 'unexpected' }, 500);
    });
    renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/recepciones', me: testMe() });
    const toggle = await screen.findByTestId('reception-require_all_units', {}, { timeout: 8000 });
    expect(toggle).not.toBeChecked();
    expect(screen.getByTestId('reception-signature_required')).toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('reception-settings-save'));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = stub.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toContain('projectId=');
    expect(put?.body).toEqual({ require_all_units: true, require_photos_on_failure: false, signature_required: true, version: 3 });
  });
});
