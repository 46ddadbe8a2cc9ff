import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { initialFieldValues, toFieldIn, validateField, type FieldFormValues } from './custom-field-form';

initI18n('es');
const t = i18n.getFixedT('es', ['config-cmanagement', 'config']);
const values = (over: Partial<FieldFormValues>): FieldFormValues => ({ ...initialFieldValues(null, 'general'), name: 'Severidad', ...over });

describe('custom field form', () => {
  it('sends options only for the select kinds and `multiple` only for users', () => {
    expect(toFieldIn(values({ kind: 'text', options: ['A'], multiple: true }))).toMatchObject({ kind: 'text', options: [], multiple: false, category_id: null });
    expect(toFieldIn(values({ kind: 'multi_select', options: [' A ', 'B'] }))).toMatchObject({ options: ['A', 'B'], multiple: false });
    expect(toFieldIn(values({ kind: 'user', multiple: true, category: 'cat-1' }))).toMatchObject({ multiple: true, category_id: 'cat-1' });
  });

  it('needs distinct, non-empty options for the select kinds', () => {
    expect(validateField(t, values({ kind: 'select', options: [] })).options).toBe('Agrega al menos una opción.');
    expect(validateField(t, values({ kind: 'select', options: ['Leve', ' leve'] })).options).toBe('«leve» ya está en la lista.');
    expect(validateField(t, values({ kind: 'select', options: ['Leve', ''] })).options).toBe('Ninguna opción puede quedar vacía.');
    expect(validateField(t, values({ kind: 'select', options: Array.from({ length: 51 }, (_, index) => `O${index}`) })).options).toBe(
      'No se pueden agregar más de 50 elementos.',
    );
    expect(validateField(t, values({ kind: 'text', options: [] }))).toEqual({});
  });
});
