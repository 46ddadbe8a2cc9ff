import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format';
import { failureOf } from './bim-format';
import { bimUploadTarget, IFC_LIMITS } from './ifc-rules';
import { bimFile, bimModel } from './test-fixtures';
import { UploadQueue } from './upload-bridge';

const sized = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('IFC upload rules', () => {
  it('accepts .ifc and .ifczip up to 1 GB, whatever the case, and refuses the rest with a reason', () => {
    const queue = new UploadQueue(() => ({ start: () => undefined, abort: () => Promise.resolve() }));
    queue.add(
      [sized('torre.IFC', 10), sized('torre.ifczip', 1024 ** 3), sized('enorme.ifc', 1024 ** 3 + 1), sized('planta.dwg', 10), sized('ifc', 10)],
      bimUploadTarget(bimModel()),
      IFC_LIMITS,
    );
    expect(queue.getSnapshot().map((entry) => [entry.name, entry.reason])).toEqual([
      ['torre.IFC', null],
      ['torre.ifczip', null],
      ['enorme.ifc', 'too_large'],
      ['planta.dwg', 'invalid_extension'],
      ['ifc', 'no_extension'],
    ]);
  });

  it("reads a failed model's reason from its first failed file", () => {
    expect(failureOf(bimModel({ state: 'failed', files: [bimFile(), bimFile({ state: 'failed', error: 'Esquema IFC no soportado.' })] }))).toBe('Esquema IFC no soportado.');
    expect(failureOf(bimModel())).toBeNull();
  });

  it('writes sizes in binary units in the user language', () => {
    expect(formatBytes(512, 'es')).toBe('512 B');
    expect(formatBytes(12_582_912, 'es')).toBe('12 MB');
    expect(formatBytes(1536, 'pt-BR')).toBe('1,5 KB');
  });
});
