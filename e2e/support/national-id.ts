/**
 * Fresh Chilean RUTs and Brazilian CPFs with correct check digits, so every run registers workers no earlier run
 * has used (a worker's id is unique in the company and the demo database may outlive a run).
 */

function randomDigits(count: number): string {
  let digits = String(1 + Math.floor(Math.random() * 9));
  while (digits.length < count) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

/** The modulo-11 check digit of a RUT body. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (const digit of Array.from(body, Number).reverse()) {
    sum += digit * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** A valid RUT as people write it: `16.543.210-K`. */
export function freshRut(): string {
  const body = randomDigits(8);
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${rutCheckDigit(body)}`;
}

/** The same RUT with the check digit changed: well formed but refused. */
export function wrongRut(rut: string): string {
  const digit = rut.slice(-1);
  return `${rut.slice(0, -1)}${digit === '1' ? '2' : '1'}`;
}

function cpfDigit(digits: number[]): number {
  const n = digits.length;
  const rest = (digits.reduce((sum, digit, index) => sum + digit * (n + 1 - index), 0) * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF as people write it: `123.456.789-09`. */
export function freshCpf(): string {
  const digits = Array.from(randomDigits(9), Number);
  digits.push(cpfDigit(digits));
  digits.push(cpfDigit(digits));
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}
