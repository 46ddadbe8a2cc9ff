import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_FILE_BYTES, templateHref } from './file-rules';

describe('file rules', () => {
  it('accepts .xlsx and .csv of at most 10 MB', () => {
    expect(fileProblem({ name: 'Usuarios.XLSX', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'usuarios.csv', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileProblem({ name: 'usuarios.xls', size: 10 })).toBe('format');
    expect(fileProblem({ name: 'usuarios', size: 10 })).toBe('format');
    expect(fileProblem({ name: 'usuarios.csv', size: MAX_FILE_BYTES + 1 })).toBe('tooLarge');
  });

  it('offers a template with the header row', () => {
    expect(decodeURIComponent(templateHref('Nombre;Cargo').split(',')[1] ?? '')).toBe('\uFEFFNombre;Cargo\r\n');
  });
});
