import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import { home } from '../test/fixtures';
import { renderPortal } from '../test/render';
import { brandPalette, parseHex } from './brand-colors';
import { colorFromLocation } from './embed-frame';

beforeEach(() => {
  resetPortalClient();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const embed = { project_id: 'p9', project_name: 'Torre Sur', company_name: 'Andes', primary_color: '#e8590c' };

describe('the portal inside the company’s iframe (/portal/:projectId)', () => {
  it('is “not available” while the project’s setting is off', async () => {
    stubFetch(() => json({ message: 'No encontrado' }, 404));
    renderPortal({ path: '/portal/p9/', signedIn: false });
    expect(await screen.findByTestId('portal-unavailable')).toHaveTextContent('Portal no disponible');
  });

  it('shows only the project’s units and keeps its links under /portal/:projectId', async () => {
    const { calls } = stubFetch((call) => (call.url.startsWith('/api/portal/embed/') ? json({ data: embed }) : json({ data: home })));
    renderPortal({ path: '/portal/p9' });
    expect(await screen.findByTestId('unit-card')).toHaveAttribute('href', '/portal/p9/unidad/u1');
    expect(calls.map((call) => call.url)).toEqual(['/api/portal/embed/p9', '/api/portal/home?project_id=p9']);
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/portal/p9/cuenta');
  });

  it('takes the page’s ?color= in any of the ways it may be written', () => {
    expect(colorFromLocation('?color=%23FF8800', '')).toBe('#ff8800');
    expect(colorFromLocation('?color=ff8800', '')).toBe('#ff8800');
    expect(colorFromLocation('?color=', '#ff8800')).toBe('#ff8800');
    expect(colorFromLocation('?color=red', '')).toBeNull();
    expect(colorFromLocation('', '#ff8800')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('makes a ten-shade palette with the company’s colour as the primary shade', () => {
    const palette = brandPalette('#e8590c');
    expect(palette).toHaveLength(10);
    expect(palette[8]).toBe('#e8590c');
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });
});
