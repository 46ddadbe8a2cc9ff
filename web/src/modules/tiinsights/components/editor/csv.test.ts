import { describe, expect, it } from 'vitest';
import { csvField, csvText, toCsv } from './csv';

describe('csv', () => {
  it('leaves plain values bare and writes NULL as an empty field', () => {
    expect(csvField('Constructora Andes')).toBe('Constructora Andes');
    expect(csvField(42)).toBe('42');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(false)).toBe('false');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Santiago, Chile')).toBe('"Santiago, Chile"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' espacio ')).toBe('" espacio "');
  });

  it('writes JSON values as JSON, quoted', () => {
    expect(csvText({ a: 1 })).toBe('{"a":1}');
    expect(csvField({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
    expect(csvField([1, 2])).toBe('"[1,2]"');
  });

  it('makes a whole file: BOM, header, CRLF rows, missing cells empty', () => {
    const csv = toCsv(['id', 'name', 'note'], [
      [1, 'Ñuñoa', null],
      [2, 'a,b'],
    ]);
    expect(csv).toBe('\uFEFFid,name,note\r\n1,Ñuñoa,\r\n2,"a,b",\r\n');
  });

  it('makes a header-only file of an empty result', () => {
    expect(toCsv(['count'], [])).toBe('\uFEFFcount\r\n');
  });
});
