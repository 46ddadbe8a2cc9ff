import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, initI18n } from '@/lib/i18n';
import { json, stubFetch } from '@/test/fetch-stub';
import { testMe } from '@/test/render';
import { reconcileLocale } from './login';

describe('language after sign-in', () => {
  beforeEach(() => {
    initI18n();
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(async () => {
    localStorage.clear();
    await changeLocale('es');
    localStorage.clear();
  });

  it("a fresh browser takes the user's saved language and asks the server nothing", async () => {
    const { calls } = stubFetch();
    await reconcileLocale(new QueryClient(), { ...testMe(), locale: 'pt' });
    expect(currentLocale()).toBe('pt');
    expect(calls).toHaveLength(0);
  });

  it("a choice made in this browser wins and is saved on the server", async () => {
    await changeLocale('pt');
    const { calls } = stubFetch(() => json({ data: { ...testMe(), locale: 'pt' } }));
    await reconcileLocale(new QueryClient(), { ...testMe(), locale: 'es' });
    expect(currentLocale()).toBe('pt');
    expect(calls[0]).toMatchObject({ url: '/api/me/preferences', method: 'PUT', body: { locale: 'pt' } });
  });

  it('nothing happens when both agree', async () => {
    await changeLocale('es');
    const { calls } = stubFetch();
    await reconcileLocale(new QueryClient(), { ...testMe(), locale: 'es' });
    expect(calls).toHaveLength(0);
  });
});
