import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { User } from '../../api/types';
import { emptyUserValues, hasChanges, toUserIn, usernameChanged, userValues, validateUser, type UserFormValues } from './user-form-values';

initI18n('es');
const t = i18n.getFixedT('es', 'config');
const tPt = i18n.getFixedT('pt-BR', 'config');

const user: User = {
  id: 'u7',
  first_name: 'Marta',
  locale: 'es',
  last_name: 'Rojas Vidal',
  username: 'marta.rojas',
  email: 'marta@constructora.cl',
  position: { id: 'pos-1', name: 'Jefe de Terreno' },
  profile: { id: 'pr-2', name: 'Inspector' },
  projects: [
    { id: 'proj-1', name: 'Edificio Los Robles' },
    { id: 'proj-2', name: 'Torre Central' },
  ],
  enabled: true,
  email_verified: true,
  has_signature: false,
  signature_verified: false,
  in_session: false,
  last_login_at: null,
  created_at: '2026-01-05T10:00:00Z',
  version: 4,
};

const complete: UserFormValues = {
  ...emptyUserValues('es'),
  first_name: 'Marta',
  last_name: 'Rojas',
  username: 'marta.rojas',
  position_id: 'pos-1',
  profile_id: 'pr-2',
  project_ids: ['proj-1'],
  password: 'Obra2026x',
  password_confirmation: 'Obra2026x',
};

describe('user form rules (the server’s, checked before sending)', () => {
  it('requires profile, position, projects, the password and its confirmation on create', () => {
    expect(validateUser(t, emptyUserValues('es'), 'create')).toEqual({
      first_name: 'Este campo es obligatorio.',
      last_name: 'Este campo es obligatorio.',
      username: 'Este campo es obligatorio.',
      position_id: 'Este campo es obligatorio.',
      profile_id: 'Este campo es obligatorio.',
      project_ids: 'Este campo es obligatorio.',
      password: 'Este campo es obligatorio.',
      password_confirmation: 'Este campo es obligatorio.',
    });
    expect(validateUser(t, complete, 'create')).toEqual({});
  });

  it("refuses a confirmation that differs with 'Valores no coinciden' (pt: 'Valores não coincidem')", () => {
    const values = { ...complete, password_confirmation: 'Obra2026y' };
    expect(validateUser(t, values, 'create')).toEqual({ password_confirmation: 'Valores no coinciden' });
    expect(validateUser(tPt, values, 'create')).toEqual({ password_confirmation: 'Valores não coincidem' });
  });

  it('asks for a password of 8 characters with letters and digits', () => {
    const weak = { ...complete, password: 'abcdefgh', password_confirmation: 'abcdefgh' };
    expect(validateUser(t, weak, 'create').password).toBe('La contraseña debe tener al menos 8 caracteres, con letras y números.');
    expect(validateUser(t, { ...weak, password: 'ab1', password_confirmation: 'ab1' }, 'create').password).toMatch(/al menos 8/);
  });

  it('leaves the password optional on edit, but checks the pair once one is typed', () => {
    const edit = { ...userValues(user) };
    expect(validateUser(t, edit, 'edit')).toEqual({});
    expect(validateUser(t, { ...edit, password: 'Nueva2026' }, 'edit')).toEqual({ password_confirmation: 'Este campo es obligatorio.' });
  });

  it('bounds the names (1–30, 1–50), the username (2–100, letters, digits and . _ - @) and the e-mail (≤100)', () => {
    const errors = validateUser(t, { ...complete, first_name: 'x'.repeat(31), last_name: 'y'.repeat(51), username: 'a', email: 'no-es-correo' }, 'create');
    expect(errors).toEqual({
      first_name: 'Debe tener como máximo 30 caracteres.',
      last_name: 'Debe tener como máximo 50 caracteres.',
      username: 'Debe tener al menos 2 caracteres.',
      email: 'Ingresa un correo electrónico válido.',
    });
    expect(validateUser(t, { ...complete, username: 'marta rojas' }, 'create').username).toBe('Usa solo letras, números y los signos . _ - @');
    expect(validateUser(t, { ...complete, username: 'josé_núñez@obra-1.cl' }, 'create')).toEqual({});
    expect(validateUser(t, { ...complete, email: `${'a'.repeat(96)}@b.cl` }, 'create').email).toBe('Debe tener como máximo 100 caracteres.');
  });
});

describe('no-changes detection', () => {
  it('finds nothing to send when the form is as loaded, or differs only in spacing and letter case', () => {
    expect(hasChanges(user, userValues(user))).toBe(false);
    const same = { ...userValues(user), first_name: ' Marta ', username: 'Marta.Rojas', email: ' MARTA@constructora.cl', project_ids: ['proj-2', 'proj-1'] };
    expect(hasChanges(user, same)).toBe(false);
    expect(usernameChanged(user, same)).toBe(false);
  });

  it('sees each real change', () => {
    const base = userValues(user);
    expect(hasChanges(user, { ...base, last_name: 'Rojas' })).toBe(true);
    expect(hasChanges(user, { ...base, email: '' })).toBe(true);
    expect(hasChanges(user, { ...base, position_id: 'pos-2' })).toBe(true);
    expect(hasChanges(user, { ...base, project_ids: ['proj-1'] })).toBe(true);
    expect(hasChanges(user, { ...base, password: 'Nueva2026' })).toBe(true);
    expect(hasChanges(user, { ...base, locale: 'pt' })).toBe(true);
    expect(usernameChanged(user, { ...base, username: 'mrojas' })).toBe(true);
  });
});

describe('body sent', () => {
  it('trims, leaves out an empty e-mail, and sends the password only when typed', () => {
    const edit = { ...userValues(user), first_name: ' Marta ', email: '  ', locale: null };
    expect(toUserIn(edit)).toEqual({
      first_name: 'Marta',
      last_name: 'Rojas Vidal',
      username: 'marta.rojas',
      email: null,
      position_id: 'pos-1',
      profile_id: 'pr-2',
      project_ids: ['proj-1', 'proj-2'],
    });
    expect(toUserIn(complete)).toMatchObject({ password: 'Obra2026x', password_confirmation: 'Obra2026x', locale: 'es' });
  });
});
