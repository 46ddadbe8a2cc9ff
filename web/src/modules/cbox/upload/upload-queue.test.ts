import { describe, expect, it, vi } from 'vitest';
import type { CboxLimits } from '../api/types';
import { summarize, UploadQueue, type UploadCallbacks, type UploadTarget } from './upload-queue';

const limits: CboxLimits = { max_file_bytes: 1000, max_batch_files: 10, extensions: ['pdf'] };
const target: UploadTarget = { projectId: 'p1', folderId: 'f1' };
const pdf = (name: string, size = 100) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

/** A task factory that records every task and lets the test answer for the "server". */
function fakeTasks() {
  const tasks: { name: string; callbacks: UploadCallbacks; start: ReturnType<typeof vi.fn>; abort: ReturnType<typeof vi.fn> }[] = [];
  const factory = (file: File, _target: UploadTarget, callbacks: UploadCallbacks) => {
    const task = { name: file.name, callbacks, start: vi.fn(), abort: vi.fn(() => Promise.resolve()) };
    tasks.push(task);
    return task;
  };
  const byName = (name: string) => {
    const task = tasks.find((candidate) => candidate.name === name);
    if (!task) throw new Error(`no task for ${name}`);
    return task;
  };
  return { tasks, factory, byName };
}

const statuses = (queue: UploadQueue) => queue.getSnapshot().map((entry) => `${entry.name}:${entry.status}`);

describe('upload queue', () => {
  it('lists refused files with their reason and never starts them', () => {
    const { factory, tasks } = fakeTasks();
    const queue = new UploadQueue(factory);
    const result = queue.add([pdf('a.pdf'), pdf('big.pdf', 2000), pdf('LEEME'), pdf('a.pdf')], target, limits);
    expect(result).toEqual({ queued: 1, rejected: 3, truncated: 0 });
    expect(queue.getSnapshot().map((entry) => entry.reason)).toEqual([null, 'too_large', 'no_extension', 'duplicate']);
    expect(tasks.map((task) => task.name)).toEqual(['a.pdf']);
  });

  it('refuses a file already in the list from an earlier batch', () => {
    const queue = new UploadQueue(fakeTasks().factory);
    queue.add([pdf('a.pdf')], target, limits);
    expect(queue.add([pdf('a.pdf')], target, limits)).toEqual({ queued: 0, rejected: 1, truncated: 0 });
  });

  it('runs at most three uploads at once and starts the next when one finishes', () => {
    const { factory, byName } = fakeTasks();
    const onUploaded = vi.fn();
    const queue = new UploadQueue(factory, { onUploaded });
    queue.add(['1.pdf', '2.pdf', '3.pdf', '4.pdf'].map((name) => pdf(name)), target, limits);
    expect(statuses(queue)).toEqual(['1.pdf:uploading', '2.pdf:uploading', '3.pdf:uploading', '4.pdf:queued']);

    byName('2.pdf').callbacks.onProgress(50, 100);
    expect(summarize(queue.getSnapshot()).percent).toBe(12);
    byName('2.pdf').callbacks.onSuccess('item-2');
    expect(statuses(queue)).toEqual(['1.pdf:uploading', '2.pdf:done', '3.pdf:uploading', '4.pdf:uploading']);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: '2.pdf', itemId: 'item-2' }));
  });

  it("shows the server's message and resumes the same task on retry", () => {
    const { factory, byName, tasks } = fakeTasks();
    const queue = new UploadQueue(factory);
    queue.add([pdf('a.pdf')], target, limits);
    byName('a.pdf').callbacks.onError('Extensión de archivo no permitida');
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'error', error: 'Extensión de archivo no permitida' });
    expect(summarize(queue.getSnapshot()).failed).toBe(1);

    queue.retryFailed();
    expect(tasks).toHaveLength(1);
    expect(byName('a.pdf').start).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot()[0]?.status).toBe('uploading');
  });

  it('cancels with termination and ignores late callbacks', () => {
    const { factory, byName } = fakeTasks();
    const queue = new UploadQueue(factory);
    queue.add([pdf('a.pdf')], target, limits);
    const id = queue.getSnapshot()[0]?.id ?? '';
    queue.cancel(id);
    expect(byName('a.pdf').abort).toHaveBeenCalledWith(true);
    byName('a.pdf').callbacks.onSuccess('late');
    expect(queue.getSnapshot()[0]?.status).toBe('cancelled');
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
