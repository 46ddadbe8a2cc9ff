import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { field } from '../../test/fixtures';
import { emptyValues, validateTicket } from './ticket-form-values';

initI18n('es');

describe('ticket form rules', () => {
  const t = i18n.getFixedT('es', 'cmanagement-tickets');
  const confirm = field({ id: 'f-ok', kind: 'checkbox', name: 'Propietario conforme', required: true });
  const base = { ...emptyValues('me'), subject: 'Filtración', origin: 'call' as const };

  it('asks for a required checkbox to be ticked, as the server does', () => {
    expect(validateTicket(t, base, [confirm])).toEqual({ 'custom.f-ok': 'Este campo es obligatorio.' });
    expect(validateTicket(t, { ...base, custom: { 'f-ok': false } }, [confirm])).toEqual({ 'custom.f-ok': 'Este campo es obligatorio.' });
    expect(validateTicket(t, { ...base, custom: { 'f-ok': true } }, [confirm])).toEqual({});
  });

  it('takes an unticked optional checkbox as an answer', () => {
    expect(validateTicket(t, { ...base, custom: { 'f-ok': false } }, [{ ...confirm, required: false }])).toEqual({});
  });
});
