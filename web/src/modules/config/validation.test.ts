import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { nameError } from './validation';

initI18n('es');
const t = i18n.getFixedT('es', 'config');

describe('name rule of positions and profiles', () => {
  it('mirrors the server: required, 2–60 characters once trimmed, no two consecutive spaces', () => {
    expect(nameError(t, '   ')).toBe('Este campo es obligatorio.');
    expect(nameError(t, ' A ')).toBe('Debe tener al menos 2 caracteres.');
    expect(nameError(t, 'x'.repeat(61))).toBe('Debe tener como máximo 60 caracteres.');
    expect(nameError(t, 'Jefe  de obra')).toBe('No se permiten dos espacios en blanco consecutivos.');
    expect(nameError(t, '  Jefe de obra  ')).toBeNull();
    expect(nameError(t, 'x'.repeat(60))).toBeNull();
  });
});
