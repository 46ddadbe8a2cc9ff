import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { downloadFileContent, FileDownloadError } from './file-content';

function streamOf(...chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
}

describe('downloading a file', () => {
  it('sends the session cookie and reports the bytes as they arrive', async () => {
    const { fetchMock } = stubFetch(
      () => new Response(streamOf(new Uint8Array([1, 2]), new Uint8Array([3])), { headers: { 'Content-Length': '3' } }),
    );
    const progress = vi.fn();
    const bytes = await downloadFileContent('f 1', progress);
    expect([...bytes]).toEqual([1, 2, 3]);
    expect(progress.mock.calls).toEqual([
      [0, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bim/files/f%201/content');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('works without a Content-Length', async () => {
    stubFetch(() => new Response(streamOf(new Uint8Array([7]))));
    const progress = vi.fn();
    expect([...(await downloadFileContent('f1', progress))]).toEqual([7]);
    expect(progress).toHaveBeenLastCalledWith(1, null);
  });

  it("carries the server's message when the file is refused", async () => {
    stubFetch(() => json({ message: 'El archivo aún no está disponible.' }, 409));
    const error = await downloadFileContent('f1', vi.fn()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileDownloadError);
    expect(error).toMatchObject({ status: 409, message: 'El archivo aún no está disponible.' });
  });

  it('reports a download cut short as a broken connection', async () => {
    stubFetch(() => new Response(streamOf(new Uint8Array([1])), { headers: { 'Content-Length': '10' } }));
    await expect(downloadFileContent('f1', vi.fn())).rejects.toMatchObject({ status: 0, message: '' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(downloadFileContent('f1', vi.fn())).rejects.toMatchObject({ status: 0, message: '' });
  });
});
