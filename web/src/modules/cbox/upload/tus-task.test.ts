import { describe, expect, it } from 'vitest';
import { messageOfBody, uploadFingerprint, uploadMetadata } from './tus-task';

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

  it('sends another purpose with its own metadata, and fingerprints it apart from Cbox', () => {
    const file = new File(['x'], 'torre.ifc');
    const bim = { projectId: 'p1', folderId: null, purpose: 'bim', metadata: { modelId: 'm1' } };
    expect(uploadMetadata(file, bim)).toEqual({ filename: 'torre.ifc', filetype: 'application/octet-stream', purpose: 'bim', projectId: 'p1', modelId: 'm1' });
    // Cbox keeps the fingerprint it always had, so uploads stored before still resume.
    const cbox = uploadFingerprint(file, { projectId: 'p1', folderId: null });
    expect(cbox).toBe(`obra-cbox-p1-root-torre.ifc--1-${file.lastModified}`);
    expect(uploadFingerprint(file, bim)).not.toBe(cbox);
    expect(uploadFingerprint(file, { ...bim, metadata: { modelId: 'm2' } })).not.toBe(uploadFingerprint(file, bim));
  });
});
