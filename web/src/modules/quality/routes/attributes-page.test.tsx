import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, notifyApiError } from '@/lib/api';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ValueImportPreview, ValueImportResult } from '../api/types';
import '../test/jsdom-gaps';
import { attributes, list } from '../test/fixtures';
import { stubServer, type Answer, type Call } from '../test/server';
import QualityAttributesPage from './attributes-page';

const preview: ValueImportPreview = {
  columns: ['Atributo', 'Valor', 'Obsoleto'],
  sample: [
    ['Sector', 'Torre C', ''],
    ['Especialidad', '', ''],
  ],
  rows_total: 2,
  attribute_column: 0,
  value_column: 1,
  deprecated_column: 2,
};
const withErrors: ValueImportResult = {
  rows_total: 2,
  attributes_new: 1,
  values_new: 1,
  values_existing: 0,
  committed: false,
  errors: [{ row: 3, field: 'value', kind: 'required', value: '', message: 'Este campo es obligatorio.' }],
};
const clean: ValueImportResult = { rows_total: 2, attributes_new: 1, values_new: 2, values_existing: 0, committed: false, errors: [] };

function renderPage(answer: Answer = () => undefined) {
  const calls = stubServer((call) => answer(call) ?? (call.path === '/api/quality/attributes' ? json(list(attributes)) : undefined));
  renderRoutes([{ path: '/config/calidad/attributes', element: <QualityAttributesPage /> }], {
    path: '/config/calidad/attributes',
    me: testMe({ permissions: ['quality.config'] }),
  });
  return calls;
}

const imports = (calls: Call[]) => calls.filter((call) => call.path === '/api/quality/value-imports');

async function chooseFile(name: string) {
  fireEvent.change(await screen.findByLabelText('Archivo de valores'), { target: { files: [new File(['Atributo;Valor\nSector;Torre C'], name, { type: 'text/csv' })] } });
  return screen.findByTestId('value-import-mapping-step');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('attributes (/config/calidad/attributes)', { timeout: 30_000 }, () => {
  it('lists the attributes with their values, deprecated ones marked', async () => {
    renderPage();
    const card = await screen.findByTestId('attribute-card');
    expect(within(card).getByRole('heading', { name: 'Sector' })).toBeInTheDocument();
    const rows = within(card).getAllByTestId('value-row');
    expect(rows.map((row) => row.getAttribute('data-deprecated'))).toEqual([null, 'true']);
    expect(within(rows[1]!).getByText('Obsoleto')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('En 2 actividades')).toBeInTheDocument();
  });

  it('shows the server’s refusal to delete a value in use, which suggests deprecating it', async () => {
    // The app's error toast, as the running app wires it.
    configureApi({ notifyError: notifyApiError });
    renderPage((call) =>
      call.method === 'DELETE' ? json({ message: 'Revisa los datos ingresados.', errors: { id: ['El valor está asignado a 2 actividad(es): márcalo como obsoleto en lugar de eliminarlo.'] } }, 422) : undefined,
    );
    const card = await screen.findByTestId('attribute-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Acciones del valor «Torre A»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar valor' }));
    fireEvent.click(await screen.findByTestId('value-delete-confirm'));
    const toast = await screen.findByTestId('toast-validation');
    expect(toast).toHaveTextContent('márcalo como obsoleto en lugar de eliminarlo');
  });

  it('imports values in three steps: a bad row blocks the import; a corrected file is imported', async () => {
    let checks = 0;
    const calls = renderPage((call) => {
      if (call.path === '/api/quality/value-imports/preview') return json({ data: preview });
      if (call.path !== '/api/quality/value-imports') return undefined;
      if (call.form?.commit === 'true') return json({ data: { ...clean, committed: true } });
      checks += 1;
      return json({ data: checks === 1 ? withErrors : clean });
    });
    fireEvent.click(await screen.findByTestId('open-value-import'));

    // Step 2: the server's suggested columns are chosen; the first rows are shown.
    await chooseFile('valores.csv');
    expect(screen.getByTestId('value-import-map-attribute')).toHaveValue('Atributo');
    expect(screen.getByTestId('value-import-map-value')).toHaveValue('Valor');
    expect(screen.getByTestId('value-import-map-deprecated')).toHaveValue('Obsoleto');
    expect(within(screen.getByTestId('value-import-sample')).getByText('Torre C')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('value-import-next'));

    // Step 3: the row error is listed and nothing can be imported.
    const summary = await screen.findByTestId('value-import-summary-step');
    expect(within(summary).getByTestId('summary-errors')).toHaveTextContent('1');
    const errorRow = within(summary).getByTestId('value-import-error-row');
    expect(errorRow).toHaveAttribute('data-row', '3');
    expect(errorRow).toHaveTextContent('Este campo es obligatorio.');
    expect(screen.getByTestId('value-import-commit')).toBeDisabled();
    expect(imports(calls).map((call) => call.form)).toEqual([{ file: 'file', attribute_column: '0', value_column: '1', deprecated_column: '2', commit: 'false' }]);

    // Back to the file: a corrected one is checked again with the same columns, and imported.
    fireEvent.click(screen.getByTestId('value-import-back'));
    fireEvent.click(await screen.findByTestId('value-import-back'));
    await chooseFile('valores-corregido.csv');
    fireEvent.click(screen.getByTestId('value-import-next'));
    await waitFor(() => expect(screen.getByTestId('value-import-commit')).toBeEnabled());
    expect(screen.getByTestId('summary-values-new')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('value-import-commit'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Importación lista: 2 valores nuevos');
    expect(imports(calls).map((call) => call.form?.commit)).toEqual(['false', 'false', 'true']);
    await waitFor(() => expect(screen.queryByTestId('value-import-stepper')).not.toBeInTheDocument());
    // The list reloads after the import.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/quality/attributes')).toHaveLength(2));
  });

  it('refuses a file that is not .xlsx or .csv without uploading it', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByTestId('open-value-import'));
    fireEvent.change(await screen.findByLabelText('Archivo de valores'), { target: { files: [new File(['x'], 'valores.pdf')] } });
    expect(await screen.findByTestId('value-import-file-error')).toHaveTextContent('Solo se aceptan archivos .xlsx o .csv.');
    expect(calls.some((call) => call.path.startsWith('/api/quality/value-imports'))).toBe(false);
  });
});
