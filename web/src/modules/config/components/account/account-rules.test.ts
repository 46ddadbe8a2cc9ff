import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/account-types';
import { accountPatch, accountRules, accountValues, changesEmail, hasChanges, passwordRules } from './account-rules';

const account: Account = {
  first_name: 'Ana',
  last_name: 'Pérez',
  username: 'ana',
  email: 'ana@constructora.cl',
  email_verified: true,
  has_signature: false,
  signature_verified: false,
  locale: 'es',
  position: 'Jefa de calidad',
  profile: 'Administrador',
  version: 4,
};
const t = ((key: string, options?: { max?: number }) => (options?.max ? `${key}:${options.max}` : key)) as unknown as Parameters<typeof accountRules>[0];

describe('account form', () => {
  it('sends trimmed names, the e-mail as the server keeps it, and the version read', () => {
    const values = { ...accountValues(account), first_name: '  Ana María ', email: ' Ana.Maria@Constructora.CL ' };
    expect(accountPatch(values, account.version)).toEqual({ first_name: 'Ana María', last_name: 'Pérez', email: 'ana.maria@constructora.cl', locale: 'es', version: 4 });
  });

  it('sees no change in spaces or letter case of the same e-mail', () => {
    expect(hasChanges({ ...accountValues(account), first_name: ' Ana ', email: 'ANA@constructora.cl' }, account)).toBe(false);
    expect(changesEmail({ ...accountValues(account), email: 'ANA@constructora.cl' }, account)).toBe(false);
    expect(hasChanges({ ...accountValues(account), locale: 'pt' }, account)).toBe(true);
    expect(changesEmail({ ...accountValues(account), email: 'otra@constructora.cl' }, account)).toBe(true);
    expect(changesEmail({ ...accountValues(account), email: '' }, account)).toBe(true);
  });

  it('reads an account without e-mail, or in Portuguese', () => {
    expect(accountValues({ ...account, email: null, locale: 'pt' })).toMatchObject({ email: '', locale: 'pt' });
  });

  it('checks names and e-mail as the server does', () => {
    const rules = accountRules(t);
    expect(rules.first_name('  ')).toBe('validation.required');
    expect(rules.first_name('x'.repeat(31))).toBe('validation.maxLength:30');
    expect(rules.last_name('x'.repeat(50))).toBeNull();
    expect(rules.last_name('x'.repeat(51))).toBe('validation.maxLength:50');
    expect(rules.email('')).toBeNull();
    expect(rules.email('ana@')).toBe('validation.email');
    expect(rules.email(`${'a'.repeat(96)}@x.cl`)).toBe('validation.maxLength:100');
    expect(rules.email('ana@constructora.cl')).toBeNull();
  });

  it('asks for every password field and a matching confirmation', () => {
    const rules = passwordRules(t);
    const values = { current_password: 'a', password: 'Nueva-2026', password_confirmation: 'Otra-2026', end_other_sessions: true };
    expect(rules.current_password('')).toBe('validation.required');
    expect(rules.password_confirmation('Otra-2026', values)).toBe('validation.mismatch');
    expect(rules.password_confirmation('Nueva-2026', values)).toBeNull();
  });
});
