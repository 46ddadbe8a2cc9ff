import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import EditorPage from './editor-page';

// CodeMirror lays out text jsdom cannot measure: a plain text area stands in, with the same run-on-Ctrl+Enter.
vi.mock('../components/editor/lazy-sql-editor', () => ({
  LazySqlEditor: ({ value, onChange, onRun, label }: { value: string; onChange: (v: string) => void; onRun: () => void; label: string }) => (
    <textarea
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && event.ctrlKey && onRun()}
    />
  ),
}));

function renderEditor(answer: (sql: string) => Response) {
  const stub = stubFetch((call) => answer((call.body as { sql: string }).sql));
  renderRoutes([{ path: '/tiinsights/editor', element: <EditorPage /> }], { path: '/tiinsights/editor', me: testMe({ permissions: ['ryr'] }) });
  return stub;
}

async function write(sql: string) {
  const editor = screen.getByRole('textbox', { name: 'Consulta SQL' });
  await userEvent.clear(editor);
  await userEvent.type(editor, sql);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  sessionStorage.clear();
});

describe('editor page', () => {
  it('runs a statement and shows its grid, NULL apart, and the cut notice', async () => {
    const stub = renderEditor(() => json({ data: { columns: ['id', 'name'], rows: [[1, null], [2, 'NULL']], truncated: true, elapsed_ms: 7 } }));
    await write('SELECT id, name FROM t');
    await userEvent.click(screen.getByRole('button', { name: 'Ejecutar' }));
    const grid = await screen.findByTestId('sql-result');
    expect(stub.calls[0]).toMatchObject({ method: 'POST', url: '/api/tiinsights/sql', body: { sql: 'SELECT id, name FROM t' } });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // The text 'NULL' is a value; SQL NULL is a badge.
    expect(within(grid).getAllByText('NULL')).toHaveLength(2);
    expect(grid.querySelectorAll('[data-null]')).toHaveLength(1);
    expect(screen.getByTestId('sql-summary')).toHaveTextContent('2 filas en 7 ms');
    expect(screen.getByTestId('sql-truncated')).toHaveTextContent('más de 1000 filas');
  });

  it('shows the server’s refusal under the editor, run with Ctrl+Enter', async () => {
    renderEditor(() => json({ message: 'Datos inválidos', code: 'validation', errors: { sql: ['Solo se permiten consultas de lectura (SELECT).'] } }, 422));
    await write('UPDATE users SET x = 1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Consulta SQL' }), '{Control>}{Enter}{/Control}');
    const alert = await screen.findByTestId('sql-error');
    expect(alert).toHaveTextContent('La consulta fue rechazada');
    expect(alert).toHaveTextContent('Solo se permiten consultas de lectura (SELECT).');
    expect(screen.queryByTestId('sql-result')).not.toBeInTheDocument();
  });

  it('puts an example in the editor without running it', async () => {
    const stub = renderEditor(() => json({ data: { columns: [], rows: [], truncated: false, elapsed_ms: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuarios por empresa' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Consulta SQL' }).value).toContain('FROM companies c');
    expect(stub.calls).toHaveLength(0);
  });
});
