import { describe, expect, it } from 'vitest';
import { ageColor, formatAge, storageRows } from './resource-format';

describe('resource format', () => {
  it('writes an age in its two largest units', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(45.7)).toBe('45 s');
    expect(formatAge(180)).toBe('3 min');
    expect(formatAge(7_500)).toBe('2 h 5 min');
    expect(formatAge(7_205)).toBe('2 h');
    expect(formatAge(97_200)).toBe('1 d 3 h');
    expect(formatAge(-5)).toBe('0 s');
  });

  it('colours the oldest waiting job by how long it waits', () => {
    expect(ageColor(null)).toBe('teal');
    expect(ageColor(30)).toBe('teal');
    expect(ageColor(120)).toBe('yellow');
    expect(ageColor(3_600)).toBe('red');
  });

  it('ranks storage by bytes with human sizes and shares', () => {
    const rows = storageRows(
      [
        { company_id: 'a', name: 'Andes', files: 3, bytes: 1536 },
        { company_id: 'b', name: 'Sur', files: 10, bytes: 3 * 1024 * 1024 * 1024 },
        { company_id: 'c', name: 'Vacía', files: 0, bytes: 0 },
      ],
      'es',
    );
    expect(rows.map((row) => [row.name, row.size])).toEqual([
      ['Sur', '3 GB'],
      ['Andes', '1,5 KB'],
      ['Vacía', '0 B'],
    ]);
    expect(rows[0]!.share).toBeCloseTo(1, 5);
    expect(rows[2]!.share).toBe(0);
    expect(storageRows([{ company_id: 'a', name: 'A', files: 1, bytes: 12 * 1024 * 1024 }], 'pt-BR')[0]!.size).toBe('12 MB');
  });

  it('has no share when nothing is stored', () => {
    expect(storageRows([{ company_id: 'a', name: 'A', files: 0, bytes: 0 }], 'es')[0]!.share).toBe(0);
  });
});
