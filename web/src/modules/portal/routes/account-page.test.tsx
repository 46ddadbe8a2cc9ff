import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import { portalKeys } from '../api/keys';
import { readToken } from '../api/token';
import '../test/jsdom-gaps';
import { owner, renderPortal } from '../test/render';

beforeEach(() => resetPortalClient());

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

describe('the account (/cuenta)', () => {
  it('sets a first password, checking its length and repetition first', async () => {
    const { calls } = stubFetch(() => json({ data: { ...owner, has_password: true } }));
    const { queryClient } = renderPortal({ path: '/cuenta' });
    const form = await screen.findByTestId('password-form');
    expect(screen.getByTestId('owner-facts')).toHaveTextContent('juana@correo.cl');
    expect(within(form).queryByLabelText('Contraseña actual', { exact: false })).toBeNull();
    fireEvent.change(field(form, 'Nueva contraseña'), { target: { value: 'corta' } });
    fireEvent.change(field(form, 'Repite la nueva contraseña'), { target: { value: 'otra' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear contraseña' }));
    expect(await within(form).findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(field(form, 'Nueva contraseña'), { target: { value: 'segura-2026' } });
    fireEvent.change(field(form, 'Repite la nueva contraseña'), { target: { value: 'segura-2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear contraseña' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/portal/me/password', body: { password: 'segura-2026' } }));
    await waitFor(() => expect(queryClient.getQueryData(portalKeys.me())).toMatchObject({ has_password: true }));
  });

  it('shows a wrong current password on its field', async () => {
    stubFetch(() => json({ message: 'Revisa los datos', errors: { current: ['La contraseña actual no es correcta.'] } }, 422));
    const { queryClient } = renderPortal({ path: '/cuenta' });
    queryClient.setQueryData(portalKeys.me(), { ...owner, has_password: true });
    const form = await screen.findByTestId('password-form');
    fireEvent.change(await within(form).findByLabelText('Contraseña actual', { exact: false }), { target: { value: 'vieja-123' } });
    fireEvent.change(field(form, 'Nueva contraseña'), { target: { value: 'segura-2026' } });
    fireEvent.change(field(form, 'Repite la nueva contraseña'), { target: { value: 'segura-2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
  });

  it('signs out: the token goes and the sign-in page opens', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderPortal({ path: '/cuenta' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/portal/sign-out' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(readToken()).toBeNull();
  });
});
