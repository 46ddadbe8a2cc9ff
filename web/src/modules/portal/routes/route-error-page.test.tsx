import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RouteErrorPage, { isStaleChunk } from './route-error-page';
import { renderPortal } from '../test/render';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /app/assets/request-page-x.js');
}

describe('a screen that fails to draw', () => {
  it('offers to reload when its file is gone after a new version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal({ routes: [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }] });
    expect(await screen.findByRole('heading', { name: 'Hay una nueva versión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('tells a stale chunk from any other error', () => {
    expect(isStaleChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunk(new Error('boom'))).toBe(false);
  });
});
