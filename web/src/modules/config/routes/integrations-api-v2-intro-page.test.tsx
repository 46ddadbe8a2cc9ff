import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApiDocs } from '../components/api-docs/test-helpers';

/** Catches the file a download link hands to the browser. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), `blob:${blobs.length}`)), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.split(':').pop()) - 1];
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** jsdom's Blob has no `text()`. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('API v2 introduction (/config/integraciones/apiV2/introduction)', { timeout: 30_000 }, () => {
  it('opens from /apiV2 and explains the base URL, the API key, errors and pages', async () => {
    const { router } = renderApiDocs('/config/integraciones/apiV2');
    const intro = await screen.findByTestId('api-v2-intro', {}, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/config/integraciones/apiV2/introduction');
    expect(screen.getByTestId('api-base-url')).toHaveValue(`${window.location.origin}/api`);
    const auth = within(intro).getByTestId('api-intro-auth');
    expect(auth).toHaveTextContent('Authorization: Bearer <clave>');
    expect(auth).toHaveTextContent('Las claves de API las crean los administradores de tu empresa.');
    const errors = within(intro).getByTestId('api-intro-errors');
    expect(errors).toHaveTextContent('HTTP/1.1 422 Unprocessable Entity');
    expect(errors).toHaveTextContent('"El nombre es obligatorio."');
    expect(errors).toHaveTextContent('la respuesta es 429 con la cabecera Retry-After');
    expect(within(intro).getByTestId('api-intro-pagination')).toHaveTextContent('"has_more": true');
  });

  it('lists the groups with their localized names, and opens a group in the reference', async () => {
    const { router } = renderApiDocs('/config/integraciones/apiV2/introduction');
    const nav = await screen.findByTestId('api-reference-nav', {}, { timeout: 8000 });
    expect(within(nav).getByTestId('api-group-auth')).toHaveTextContent('Sesión y usuario actual');
    expect(within(nav).getByTestId('api-group-projects')).toHaveTextContent('Proyectos4');
    await userEvent.click(within(nav).getByTestId('api-group-projects'));
    expect(router.state.location.pathname).toBe('/config/integraciones/apiV2/projects/all');
  });

  it('downloads the OpenAPI document and a Postman collection made from it', async () => {
    const files = catchDownloads();
    const { calls } = renderApiDocs('/config/integraciones/apiV2/introduction');
    await screen.findByTestId('api-reference-nav', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar OpenAPI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar colección de Postman' }));
    await vi.waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.name)).toEqual(['obra-openapi.json', 'obra-api.postman_collection.json']);
    const openApi = JSON.parse(await textOf(files[0]!.blob)) as { openapi: string; paths: object };
    expect(openApi.openapi).toBe('3.1.0');
    expect(Object.keys(openApi.paths)).toContain('/api/me');
    const postman = JSON.parse(await textOf(files[1]!.blob)) as { info: { schema: string }; item: { name: string }[]; variable: { key: string; value: string }[] };
    expect(postman.info.schema).toContain('v2.1.0');
    expect(postman.item.map((folder) => folder.name)).toEqual(['auth', 'projects']);
    expect(postman.variable[0]).toEqual({ key: 'baseUrl', value: `${window.location.origin}/api` });
    // One load serves the page, the navigation and both files.
    expect(calls.filter((call) => call.url.startsWith('/api/openapi.json'))).toHaveLength(1);
  });
});
