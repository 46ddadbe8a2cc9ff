import { describe, expect, it } from 'vitest';
import { messageOfBody, uploadMetadata } from './tus-task';

describe('tus task helpers', () => {
  it("reads the server's message from a JSON refusal", () => {
    const body = JSON.stringify({ message: 'El archivo no tiene extensión', code: 'file_no_extension', errors: { file: ['x'] } });
    expect(messageOfBody(body)).toBe('El archivo no tiene extensión');
    expect(messageOfBody('<html>Bad gateway</html>')).toBeNull();
    expect(messageOfBody('')).toBeNull();
  });

  it('names the folder only when there is one', () => {
    const file = new File(['x'], 'plano.pdf', { type: 'application/pdf' });
    expect(uploadMetadata(file, { projectId: 'p1', folderId: null })).toEqual({
      filename: 'plano.pdf',
      filetype: 'application/pdf',
      purpose: 'cbox',
      projectId: 'p1',
    });
    expect(uploadMetadata(file, { projectId: 'p1', folderId: 'f1' }).folderId).toBe('f1');
  });
});
