import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderPage, stubConcrete } from '../test/config-server';
import ConcreteConfigPage from './config-concreto-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('concrete (/config/hormigon/concreto)', { timeout: 20_000 }, () => {
  it('shows the largest placement, the element kinds with their IFC class and the laboratories', async () => {
    stubConcrete();
    renderPage(<ConcreteConfigPage />);
    expect(await screen.findByRole('textbox', { name: /Máximo de m3 por hormigonado/ })).toHaveValue('10');
    const element = await screen.findByTestId('concrete-elements-row');
    expect(element).toHaveTextContent('Losa');
    expect(element).toHaveTextContent('IfcSlab');
    expect(within(element).getByText('Sí')).toBeInTheDocument();
    expect(await screen.findByTestId('concrete-laboratories-row')).toHaveTextContent('Idiem');
  });

  it('creates an element kind with its IFC class and the structural flag', async () => {
    const stub = stubConcrete();
    renderPage(<ConcreteConfigPage />);
    fireEvent.click(await screen.findByTestId('concrete-elements-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Muro' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Clase IFC/ }), { target: { value: 'IfcWall' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Estructural/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Muro', flag: true, ifc_class: 'IfcWall' });
  });

  it('says which part failed to load: the m3, the elements, the laboratories', async () => {
    stubConcrete((call) => (call.method === 'GET' ? json({ message: 'Falla' }, 500) : undefined));
    renderPage(<ConcreteConfigPage />);
    expect(await screen.findByText('Error al obtener los m3')).toBeInTheDocument();
    expect(await screen.findByText('Error al obtener los elementos')).toBeInTheDocument();
    expect(await screen.findByText('Error al obtener los laboratorios')).toBeInTheDocument();
  });
});
