import { describe, expect, it } from 'vitest';
import { formatNationalId, isValidCpf, isValidNationalId, isValidRut, rutCheckDigit } from './national-id';

describe('RUT', () => {
  it('computes the modulo-11 check digit, with 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('16543210')).toBe('K');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('7654321')).toBe('6');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
  });

  it('accepts dots, dash, spaces and a lower-case k, and refuses a wrong check digit', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut(' 10.000.013-k ')).toBe(true);
    expect(isValidRut('16.543.210-9')).toBe(false);
    expect(isValidRut('16.543.210-K')).toBe(true);
    expect(isValidRut('12.345.678-9')).toBe(false);
  });

  it('refuses what is not a RUT', () => {
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('5')).toBe(false);
    expect(isValidRut('123.456.789-0')).toBe(false);
    expect(isValidRut('12A45678-5')).toBe(false);
  });
});

describe('CPF', () => {
  it('checks both digits', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('123.456.789-19')).toBe(false);
  });

  it('refuses eleven equal digits and wrong lengths', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('123.456.789-0a')).toBe(false);
  });
});

describe('by kind', () => {
  it('checks the kind of the company', () => {
    expect(isValidNationalId('rut', '12.345.678-5')).toBe(true);
    expect(isValidNationalId('cpf', '12.345.678-5')).toBe(false);
    expect(isValidNationalId('cpf', '123.456.789-09')).toBe(true);
  });

  it('formats for reading', () => {
    expect(formatNationalId('rut', '12345678-5')).toBe('12.345.678-5');
    expect(formatNationalId('rut', '7654321-k')).toBe('7.654.321-K');
    expect(formatNationalId('rut', '0012345678-5'.slice(2))).toBe('12.345.678-5');
    expect(formatNationalId('cpf', '12345678909')).toBe('123.456.789-09');
    expect(formatNationalId('rut', 'abc')).toBe('abc');
  });
});
