import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, notifyApiError } from '@/lib/api';
import { json } from '@/test/fetch-stub';
import { catalogs, renderPage, stubConcrete } from '../test/config-server';
import ConcreteCompaniesPage from './config-companies-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('companies and types (/config/hormigon/empresas-y-tipos)', { timeout: 20_000 }, () => {
  it('lists the companies (homologated) and the types with their strength', async () => {
    stubConcrete();
    renderPage(<ConcreteCompaniesPage />);
    const company = await screen.findByTestId('concrete-companies-row');
    expect(company).toHaveTextContent('Hormigones del Sur');
    expect(within(company).getByText('Sí')).toBeInTheDocument();
    expect(await screen.findByTestId('concrete-types-row')).toHaveTextContent('25,5 MPa');
  });

  it('creates a type: two decimals are refused first, the name is required, then it is sent', async () => {
    const stub = stubConcrete();
    renderPage(<ConcreteCompaniesPage />);
    fireEvent.click(await screen.findByTestId('concrete-types-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Resistencia especificada/ }), { target: { value: '30,25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Usa como máximo un decimal.')).toBeInTheDocument();
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: ' G30 ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Resistencia especificada/ }), { target: { value: '30,5' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Especial/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = stub.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/concrete/types');
    expect(post?.body).toEqual({ name: 'G30', flag: true, strength_mpa: 30.5 });
  });

  it('puts the server’s 422 on its field (a name taken)', async () => {
    stubConcrete((call) => (call.method === 'PUT' ? json({ message: 'Revisa los datos ingresados.', errors: { name: ['Ya existe un registro con este nombre.'] } }, 422) : undefined));
    renderPage(<ConcreteCompaniesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «Hormigones del Sur»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: /Homologada/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un registro con este nombre.')).toBeInTheDocument();
  });

  it('shows the server’s refusal to delete a type in use', async () => {
    configureApi({ notifyError: notifyApiError });
    stubConcrete((call) =>
      call.method === 'DELETE' ? json({ message: 'Revisa los datos ingresados.', errors: { id: ['Está en uso: hay hormigonados o muestras que lo nombran.'] } }, 422) : undefined,
    );
    renderPage(<ConcreteCompaniesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar «G25»' }));
    fireEvent.click(await screen.findByTestId('concrete-types-delete-confirm'));
    expect(await screen.findByTestId('toast-validation')).toHaveTextContent('Está en uso');
  });

  it('says which catalogue failed to load, and when one is empty', async () => {
    stubConcrete((call) => (call.url.startsWith('/api/concrete/types') ? json({ message: 'Falla' }, 500) : undefined), { ...catalogs, companies: [] });
    renderPage(<ConcreteCompaniesPage />);
    expect(await screen.findByText('Error al obtener los tipos de hormigón')).toBeInTheDocument();
    expect(await screen.findByTestId('concrete-companies-empty')).toBeInTheDocument();
  });

  it('has no add, edit or delete without the edit permission', async () => {
    stubConcrete();
    renderPage(<ConcreteCompaniesPage />, { permissions: ['modulo_hormigon'] });
    await screen.findByTestId('concrete-types-row');
    expect(screen.queryByTestId('concrete-types-new')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });
});
