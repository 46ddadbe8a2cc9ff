import { describe, expect, it } from 'vitest';
import { nextPageParam, toPage, unwrap, warningsOf } from './envelope';

describe('envelope', () => {
  it('unwraps data.data, falling back to the body itself', () => {
    expect(unwrap({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(unwrap({ message: 'ok' })).toEqual({ message: 'ok' });
    expect(unwrap({ data: null, message: 'x' })).toEqual({ data: null, message: 'x' });
    expect(unwrap(undefined)).toBeUndefined();
  });

  it('keeps the paging fields of a list', () => {
    const page = toPage<{ id: number }>({ data: [{ id: 1 }], current_page: 2, total: 41, rowsPerPage: 20, has_more: true });
    expect(page).toEqual({ data: [{ id: 1 }], current_page: 2, total: 41, rowsPerPage: 20, has_more: true });
  });

  it('reads a bare array as a single complete page', () => {
    expect(toPage([1, 2])).toEqual({ data: [1, 2], current_page: 1, total: 2, rowsPerPage: 2, has_more: false });
  });

  it('asks for current_page + 1 while has_more holds', () => {
    expect(nextPageParam({ current_page: 1, has_more: true })).toBe(2);
    expect(nextPageParam({ current_page: 3, has_more: false })).toBeUndefined();
  });

  it('finds warnings with their message', () => {
    expect(warningsOf({ data: {}, warnings: ['w1'], message: 'Ojo' })).toEqual({ message: 'Ojo', warnings: ['w1'] });
    expect(warningsOf({ data: {}, warnings: ['w1'] })).toEqual({ message: null, warnings: ['w1'] });
    expect(warningsOf({ data: {}, warnings: [] })).toBeNull();
    expect(warningsOf({ data: {} })).toBeNull();
  });
});
