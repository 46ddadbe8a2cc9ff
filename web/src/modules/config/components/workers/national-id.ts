import type { IdKind } from '../../api/worker-types';

/**
 * Chilean RUT and Brazilian CPF, checked as the server checks them (crates/platform/src/validate/rules.rs), so a
 * typo is caught before sending. Dots, dashes and spaces are ignored; the RUT's check digit may be a K.
 */
const strip = (value: string) => value.replace(/[.\-\s]/g, '').toUpperCase();

/** The modulo-11 check digit of a RUT body (digits only): 0–9 or K. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  // `body` holds ASCII digits only (checked by the callers' patterns).
  for (const digit of Array.from(body, Number).reverse()) {
    sum += digit * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

export function isValidRut(value: string): boolean {
  const clean = strip(value);
  const body = clean.slice(0, -1);
  if (!/^\d{1,8}$/.test(body)) return false;
  return clean.slice(-1) === rutCheckDigit(body);
}

/** The first (`digits` 9 long) or second (10 long) CPF check digit. */
function cpfDigit(digits: readonly number[]): number {
  const n = digits.length;
  const sum = digits.reduce((total, digit, index) => total + digit * (n + 1 - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const clean = strip(value);
  if (!/^\d{11}$/.test(clean)) return false;
  const digits = Array.from(clean, Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return cpfDigit(digits.slice(0, 9)) === digits[9] && cpfDigit(digits.slice(0, 10)) === digits[10];
}

export function isValidNationalId(kind: IdKind, value: string): boolean {
  return kind === 'cpf' ? isValidCpf(value) : isValidRut(value);
}

/** For reading: RUT `12.345.678-5`, CPF `123.456.789-09`; anything that does not fit is shown as typed. */
export function formatNationalId(kind: IdKind, value: string): string {
  const clean = strip(value);
  if (kind === 'cpf') {
    return /^\d{11}$/.test(clean) ? `${clean.slice(0, 3)}.${clean.slice(3, 6)}.${clean.slice(6, 9)}-${clean.slice(9)}` : value.trim();
  }
  if (!/^\d{1,8}[\dK]$/.test(clean)) return value.trim();
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${clean.slice(-1)}`;
}
