import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, saveFile } from './download';

describe('attachmentName', () => {
  it('reads the quoted and the bare filename of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="obra-01a2.zip"')).toBe('obra-01a2.zip');
    expect(attachmentName('attachment; filename=uso-2026-11-01-2026-11-27.xlsx; size=10')).toBe('uso-2026-11-01-2026-11-27.xlsx');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden link to an object URL named as asked and leaves nothing in the page', () => {
    const created = vi.fn(() => 'blob:obra/1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveFile(new Blob(['a,b']), 'consulta.csv');
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('consulta.csv');
    expect(clicked[0]?.href).toBe('blob:obra/1');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
