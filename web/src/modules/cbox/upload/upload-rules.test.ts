import { describe, expect, it } from 'vitest';
import type { CboxLimits } from '../api/types';
import { extensionOf, fileKey, megabytes, planBatch, rejectReason } from './upload-rules';

const MB = 1024 * 1024;
const limits: CboxLimits = { max_file_bytes: 250 * MB, max_batch_files: 3, extensions: ['pdf', 'dwg', 'png'] };
const file = (name: string, size = 1000) => ({ name, size });

describe('extensionOf', () => {
  it('reads the last extension, lowercased', () => {
    expect(extensionOf('Plano Torre A.DWG')).toBe('dwg');
    expect(extensionOf('informe.final.pdf')).toBe('pdf');
  });

  it('finds none without a dot, with a trailing dot or a leading-dot name', () => {
    expect(extensionOf('informe')).toBeNull();
    expect(extensionOf('informe.')).toBeNull();
    expect(extensionOf('.env')).toBeNull();
    expect(extensionOf('  .pdf')).toBeNull();
  });
});

describe('rejectReason', () => {
  it('accepts an allowed file under the limit', () => {
    expect(rejectReason(file('a.pdf', 250 * MB), limits, new Set())).toBeNull();
  });

  it('refuses a file already in the list (same name and size)', () => {
    const listed = new Set([fileKey(file('a.pdf', 10))]);
    expect(rejectReason(file('a.pdf', 10), limits, listed)).toBe('duplicate');
    expect(rejectReason(file('a.pdf', 11), limits, listed)).toBeNull();
  });

  it('refuses over 250 MB, without extension and with an extension not allowed', () => {
    expect(rejectReason(file('a.pdf', 250 * MB + 1), limits, new Set())).toBe('too_large');
    expect(rejectReason(file('LEEME'), limits, new Set())).toBe('no_extension');
    expect(rejectReason(file('virus.exe'), limits, new Set())).toBe('invalid_extension');
  });

  it('leaves the extension to the server when no list is known', () => {
    expect(rejectReason(file('virus.exe'), { ...limits, extensions: [] }, new Set())).toBeNull();
    expect(rejectReason(file('LEEME'), { ...limits, extensions: [] }, new Set())).toBe('no_extension');
  });
});

describe('planBatch', () => {
  it('keeps only the first max_batch_files files and says how many were left out', () => {
    const files = ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'].map((name) => file(name));
    const plan = planBatch(files, limits, []);
    expect(plan.accepted.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    expect(plan.truncated).toBe(2);
  });

  it('refuses duplicates of the list and inside the batch, with each reason', () => {
    const plan = planBatch([file('a.pdf'), file('a.pdf'), file('b.exe')], limits, [fileKey(file('c.png'))]);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(plan.rejected).toEqual([
      { file: file('a.pdf'), reason: 'duplicate' },
      { file: file('b.exe'), reason: 'invalid_extension' },
    ]);
    expect(plan.truncated).toBe(0);
    expect(planBatch([file('c.png')], limits, [fileKey(file('c.png'))]).rejected[0]?.reason).toBe('duplicate');
  });

  it('counts the limit in megabytes for the message', () => {
    expect(megabytes(262144000)).toBe(250);
  });
});
