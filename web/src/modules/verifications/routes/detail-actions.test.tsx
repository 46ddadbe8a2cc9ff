import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifyApiError } from '@/lib/api';
import { configureApi } from '@/lib/api/context';
import { json, type RecordedCall } from '@/test/fetch-stub';
import type { Verification } from '../api/types';
import { pathOf, renderDetail as renderWith, verification as base } from '../test/detail';

const photo = { id: 'p1', name: 'junta.jpg', url: '/api/verifications/photos/p1/content', content_type: 'image/jpeg', size: 1200, created_at: '2026-11-20T10:00:00Z' };

const verification: Verification = { ...base, items: [{ ...(base.items[0] as Verification['items'][number]), photos: [photo] }, ...base.items.slice(1)] };

const noContent = (): Response => new Response(null, { status: 204 });

/** The page with both rights by default; `write` answers the PUT and DELETE calls. */
function renderDetail({ shown = verification, permissions = ['verifications-access', 'verifications.upload'], write = noContent } = {}) {
  return renderWith({ shown, permissions, answer: (call) => (call.method === 'GET' ? json({ data: [], current_page: 1, total: 0, rowsPerPage: 20, has_more: false }) : write()) });
}

/** The writes as method, path and body. */
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));

const labelled = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function openEdit() {
  fireEvent.click(await screen.findByTestId('verification-edit'));
  return within(await screen.findByRole('dialog', { name: 'Editar la verificación' }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  // As the app's startup does: refusals the API client does not leave to the screen become its toast.
  configureApi({ notifyError: notifyApiError });
  notifications.clean();
});

describe('editing a verification', () => {
  it('opens with the current values and sends the new responsible and date with the version read', async () => {
    const { calls } = renderDetail({ write: () => json({ data: { ...verification, responsible_id: 'u2', responsible_name: 'Bruno Díaz', version: 5 } }) });
    const dialog = await openEdit();
    expect(dialog.getByRole('combobox', { name: labelled('Responsable') })).toHaveValue('Ana Pérez');
    expect(dialog.getByLabelText(labelled('Fecha programada'))).toHaveValue('2026-11-25');

    fireEvent.click(dialog.getByRole('combobox', { name: labelled('Responsable') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno Díaz' }));
    fireEvent.change(dialog.getByLabelText(labelled('Fecha programada')), { target: { value: '2026-12-02' } });
    fireEvent.click(dialog.getByTestId('edit-verification-submit'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({ method: 'PUT', path: '/api/verifications/v1', body: { responsible_id: 'u2', scheduled_on: '2026-12-02', version: 4 } });
    await waitFor(() => expect(screen.queryByTestId('edit-verification-form')).not.toBeInTheDocument());
    expect(await screen.findByText('Verificación de la actividad 2.3 actualizada.')).toBeInTheDocument();
  });

  it('shows the server’s 422 under its field and stays open', async () => {
    renderDetail({ write: () => json({ message: 'Revisa los datos', code: 'validation', errors: { responsible_id: ['La persona no está asignada al proyecto.'] } }, 422) });
    const dialog = await openEdit();
    fireEvent.click(dialog.getByTestId('edit-verification-submit'));
    expect(await dialog.findByText('La persona no está asignada al proyecto.')).toBeInTheDocument();
    expect(screen.getByTestId('edit-verification-form')).toBeInTheDocument();
  });

  it('explains a 409 with the server’s message and closes', async () => {
    renderDetail({ write: () => json({ message: 'Otra persona cambió la verificación; revisa y vuelve a intentarlo.', code: 'conflict' }, 409) });
    const dialog = await openEdit();
    fireEvent.click(dialog.getByTestId('edit-verification-submit'));
    expect(await screen.findByText('Otra persona cambió la verificación; revisa y vuelve a intentarlo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('edit-verification-form')).not.toBeInTheDocument());
  });
});

describe('deleting a verification', () => {
  it('names what goes with it, deletes on confirmation and goes back to the list', async () => {
    const { calls, router } = renderDetail();
    fireEvent.click(await screen.findByTestId('verification-delete'));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Eliminar la verificación?' }));
    expect(dialog.getByText('Se eliminará la verificación de 2.3 · Tabiquería piso 2 (planilla «Tabiques») con sus 2 ítems, sus fotos y sus observaciones.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(dialog.getByTestId('delete-verification-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifications/list'));
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/verifications/v1', body: undefined }]);
    expect(await screen.findByText('Verificación de la actividad 2.3 eliminada.')).toBeInTheDocument();
  });

  it('stays on the page and shows the server’s refusal', async () => {
    const { router } = renderDetail({ write: () => json({ message: 'Revisa los datos', code: 'validation', errors: { state: ['La verificación está cerrada.'] } }, 422) });
    fireEvent.click(await screen.findByTestId('verification-delete'));
    fireEvent.click(await screen.findByTestId('delete-verification-confirm'));
    expect(await screen.findByText('La verificación está cerrada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('delete-verification-dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/verifications/v1');
  });

  it('is offered only to those who also hold the upload right', async () => {
    renderDetail({ permissions: ['verifications-access'] });
    expect(await screen.findByTestId('verification-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('verification-delete')).not.toBeInTheDocument();
  });

  it('offers nothing to change on a closed verification', async () => {
    renderDetail({ shown: { ...verification, state: 'closed' } });
    expect(await screen.findByTestId('verification-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('verification-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('verification-delete')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar la foto junta.jpg' })).not.toBeInTheDocument();
  });
});

describe('deleting a photo', () => {
  it('asks first, then deletes that photo by its id', async () => {
    const { calls } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la foto junta.jpg' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Eliminar la foto?' }));
    expect(dialog.getByText('Se eliminará la foto «junta.jpg» del ítem 1.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(dialog.getByTestId('photo-delete-confirm'));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/verifications/photos/p1', body: undefined }]));
  });

  it('shows the server’s refusal', async () => {
    renderDetail({ write: () => json({ message: 'Revisa los datos', code: 'validation', errors: { id: ['El ítem requiere al menos una foto.'] } }, 422) });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la foto junta.jpg' }));
    fireEvent.click(await screen.findByTestId('photo-delete-confirm'));
    expect(await screen.findByText('El ítem requiere al menos una foto.')).toBeInTheDocument();
  });
});
