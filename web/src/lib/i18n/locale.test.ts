import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale, toLanguage, toLocale } from './locale';

describe('locale', () => {
  it('maps pt to pt-BR and anything else to es', () => {
    expect(toLanguage('pt')).toBe('pt-BR');
    expect(toLanguage('es')).toBe('es');
    expect(toLanguage('en')).toBe('es');
    expect(toLocale('pt-BR')).toBe('pt');
    expect(toLocale('es')).toBe('es');
  });

  it('keeps the choice in localStorage metadata, es by default', () => {
    expect(readStoredLocale()).toBe('es');
    storeLocale('pt');
    expect(JSON.parse(window.localStorage.getItem('metadata') ?? '{}')).toEqual({ locale: 'pt' });
    expect(readStoredLocale()).toBe('pt');
  });

  it('survives a corrupted metadata value', () => {
    window.localStorage.setItem('metadata', '{not json');
    expect(readStoredLocale()).toBe('es');
    window.localStorage.setItem('metadata', JSON.stringify({ locale: 'pt', other: 1 }));
    storeLocale('es');
    expect(JSON.parse(window.localStorage.getItem('metadata') ?? '{}')).toEqual({ locale: 'es', other: 1 });
  });
});
