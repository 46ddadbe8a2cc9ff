import { describe, expect, it } from 'vitest';
import { checkCertificates, checkGeneralFiles, isPdf, MAX_FILE_BYTES } from './file-rules';

/** A file of the given size without allocating it. */
function file(name: string, type: string, size = 1024): File {
  const entry = new File(['x'], name, { type });
  Object.defineProperty(entry, 'size', { value: size });
  return entry;
}

describe('certificate rules (SPEC §5: PDF only, 100 per unit, 20 MB each)', () => {
  it('knows a PDF by its type, or by its extension when the browser gives none', () => {
    expect(isPdf({ name: 'recepcion.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdf({ name: 'RECEPCION.PDF', type: '' })).toBe(true);
    expect(isPdf({ name: 'notas.txt', type: 'text/plain' })).toBe(false);
    expect(isPdf({ name: 'falso.pdf', type: 'text/plain' })).toBe(false);
  });

  it('refuses a non-PDF certificate and keeps the PDFs', () => {
    const check = checkCertificates([file('gas.pdf', 'application/pdf'), file('notas.txt', 'text/plain')], 0);
    expect(check.accepted.map((entry) => entry.name)).toEqual(['gas.pdf']);
    expect(check.refused.map(({ file: entry, problem }) => [entry.name, problem])).toEqual([['notas.txt', 'not_pdf']]);
  });

  it('refuses a certificate over 20 MB', () => {
    const check = checkCertificates([file('planos.pdf', 'application/pdf', MAX_FILE_BYTES + 1)], 0);
    expect(check.refused[0]?.problem).toBe('too_large');
  });

  it('counts the certificates the unit has against the 100', () => {
    const check = checkCertificates([file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')], 99);
    expect(check.accepted.map((entry) => entry.name)).toEqual(['a.pdf']);
    expect(check.refused.map(({ file: entry, problem }) => [entry.name, problem])).toEqual([['b.pdf', 'too_many']]);
  });

  it('takes general files of any type up to 20 MB', () => {
    const check = checkGeneralFiles([file('foto.jpg', 'image/jpeg'), file('video.mp4', 'video/mp4', MAX_FILE_BYTES + 1)]);
    expect(check.accepted.map((entry) => entry.name)).toEqual(['foto.jpg']);
    expect(check.refused[0]?.problem).toBe('too_large');
  });
});
