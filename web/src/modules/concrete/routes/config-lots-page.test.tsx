import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderPage, settings, stubConcrete } from '../test/config-server';
import ConcreteLotsPage from './config-lots-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

const limit = () => screen.findByRole('textbox', { name: /Límite de m3 por lote/ });

describe('lots (/config/hormigon/lotes)', { timeout: 20_000 }, () => {
  it('shows the standard of the company’s country first and marks it as the one that applies', async () => {
    stubConcrete();
    renderPage(<ConcreteLotsPage />);
    expect(await limit()).toHaveValue('100');
    const nch = screen.getByTestId('concrete-rule-nch1998');
    expect(nch).toHaveAttribute('data-applies', 'true');
    expect(within(nch).getByText('Se aplica a tu empresa')).toBeInTheDocument();
    expect(screen.getByTestId('concrete-rule-nbr12655')).not.toHaveAttribute('data-applies');
    expect(screen.getByRole('textbox', { name: /Margen individual/ })).toHaveValue('3,5');
  });

  it('refuses two decimals on the client, then saves every field over the version read', async () => {
    const stub = stubConcrete();
    renderPage(<ConcreteLotsPage />);
    const input = await limit();
    fireEvent.change(input, { target: { value: '120,55' } });
    fireEvent.click(screen.getByTestId('concrete-settings-save'));
    expect(await screen.findByText('Usa como máximo un decimal.')).toBeInTheDocument();
    expect(stub.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { value: '120,5' } });
    fireEvent.click(screen.getByTestId('concrete-settings-save'));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      lot_limit_m3: 120.5,
      max_placement_m3: 10,
      individual_margin_mpa: 3.5,
      fraction_defective: 10,
      nbr_condition: 'A',
      version: 2,
    });
    expect(await screen.findByText('Configuración de hormigón guardada.')).toBeInTheDocument();
  });

  it('puts the server’s field error under its field and says when the settings changed meanwhile', async () => {
    let puts = 0;
    stubConcrete((call) => {
      if (call.method !== 'PUT') return undefined;
      puts += 1;
      return puts === 1 ? json({ message: 'Revisa los datos ingresados.', errors: { lot_limit_m3: ['Debe estar entre 1 y 10000.'] } }, 422) : json({ message: 'Conflicto' }, 409);
    });
    renderPage(<ConcreteLotsPage />);
    fireEvent.change(await limit(), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('concrete-settings-save'));
    expect(await screen.findByText('Debe estar entre 1 y 10000.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('concrete-settings-save'));
    expect(await screen.findByTestId('concrete-settings-stale')).toBeInTheDocument();
  });

  it('says which setting failed to load or to update', async () => {
    stubConcrete((call) => (call.method === 'GET' ? json({ message: 'Falla' }, 500) : undefined));
    renderPage(<ConcreteLotsPage />);
    expect(await screen.findByText('Error al obtener el límite de lotes')).toBeInTheDocument();
  });

  it('titles a failed update as the lot limit’s', async () => {
    stubConcrete((call) => (call.method === 'PUT' ? json({ message: 'Ha ocurrido un error' }, 500) : undefined));
    renderPage(<ConcreteLotsPage />);
    fireEvent.change(await limit(), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('concrete-settings-save'));
    expect(await screen.findByText('Error al actualizar el límite de lotes')).toBeInTheDocument();
  });

  it('puts NBR 12655 first for a Brazilian company', async () => {
    stubConcrete(() => undefined, undefined, { ...settings, standard: 'nbr12655' });
    renderPage(<ConcreteLotsPage />, { country: 'BR' });
    await limit();
    expect(screen.getByTestId('concrete-rule-nbr12655')).toHaveAttribute('data-applies', 'true');
  });

  it('is read-only without the edit permission', async () => {
    stubConcrete();
    renderPage(<ConcreteLotsPage />, { permissions: ['modulo_hormigon'] });
    expect(await limit()).toHaveAttribute('readonly');
    expect(screen.queryByTestId('concrete-settings-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('concrete-config-read-only')).toBeInTheDocument();
  });
});
