import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { limitsQueryOptions } from '../../api/get-limits';
import type { CboxLimits } from '../../api/types';
import { limits } from '../../test/fixtures';
import { UploadProvider } from '../../upload/upload-context';
import type { UploadCallbacks, UploadTarget } from '../../upload/upload-queue';
import { useStartUpload } from '../../upload/use-start-upload';
import { UploadPanel } from './upload-panel';

const MB = 1024 * 1024;
const sized = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness({ files }: { files: File[] }) {
  const start = useStartUpload();
  return (
    <button type="button" onClick={() => start(files, 'f1')}>
      add
    </button>
  );
}

async function renderPanel(files: File[], rules: CboxLimits = limits) {
  stubFetch(() => json({ data: rules }));
  const tasks: { name: string; target: UploadTarget; callbacks: UploadCallbacks; start: ReturnType<typeof vi.fn> }[] = [];
  const createTask = (file: File, target: UploadTarget, callbacks: UploadCallbacks) => {
    const task = { name: file.name, target, callbacks, start: vi.fn(), abort: vi.fn(() => Promise.resolve()) };
    tasks.push(task);
    return task;
  };
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <UploadProvider createTask={createTask}>
            <Harness files={files} />
            <UploadPanel />
          </UploadProvider>
        ),
      },
    ],
    { me: testMe() },
  );
  view.queryClient.setQueryData(limitsQueryOptions.queryKey, rules);
  // Let the cache notify the components (it does so on the next tick).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(screen.getByRole('button', { name: 'add' }));
  return { tasks };
}

const row = (name: string) => {
  const found = screen.getAllByTestId('cbox-upload-row').find((candidate) => within(candidate).queryByText(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

describe('upload panel', () => {
  it('refuses files by the rules before sending anything, each with its message', async () => {
    const { tasks } = await renderPanel([sized('plano.pdf', 10), sized('enorme.pdf', 251 * MB), sized('LEEME', 10), sized('virus.exe', 10), sized('plano.pdf', 10)]);
    await screen.findByTestId('cbox-upload-panel');
    expect(within(row('enorme.pdf')).getByText('El archivo supera el máximo de 250 MB')).toBeInTheDocument();
    expect(within(row('LEEME')).getByText('El archivo no tiene extensión')).toBeInTheDocument();
    expect(within(row('virus.exe')).getByText('Extensión de archivo no permitida')).toBeInTheDocument();
    expect(screen.getByText('El archivo ya está en la lista')).toBeInTheDocument();
    expect(tasks.map((task) => task.name)).toEqual(['plano.pdf']);
    expect(tasks[0]?.target).toEqual({ projectId: 'proj-1', folderId: 'f1' });
  });

  it("shows the server's refusal on the file's row and retries it", async () => {
    const { tasks } = await renderPanel([sized('plano.pdf', 10), sized('memoria.pdf', 10)]);
    await screen.findByTestId('cbox-upload-panel');
    act(() => tasks[0]?.callbacks.onError('El archivo supera el máximo permitido por el servidor'));
    act(() => tasks[1]?.callbacks.onSuccess('item-9'));

    const failed = row('plano.pdf');
    expect(failed).toHaveAttribute('data-status', 'error');
    expect(within(failed).getByText('El archivo supera el máximo permitido por el servidor')).toBeInTheDocument();
    expect(within(row('memoria.pdf')).getByText(/Completado/)).toBeInTheDocument();
    expect(screen.getByText('1 de 2 archivos completados')).toBeInTheDocument();

    fireEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    expect(tasks[0]?.start).toHaveBeenCalledTimes(2);
    expect(row('plano.pdf')).toHaveAttribute('data-status', 'uploading');
  });

  it('keeps only the first files of a batch over the limit and says so', async () => {
    const { tasks } = await renderPanel([sized('a.pdf', 1), sized('b.pdf', 1), sized('c.pdf', 1)], { ...limits, max_batch_files: 2 });
    expect(await screen.findByText('Se superó el límite de 2 archivos por carga: solo se subirán los primeros 2')).toBeInTheDocument();
    expect(tasks.map((task) => task.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
  });
});
