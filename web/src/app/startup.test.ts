import { describe, expect, it, vi } from 'vitest';
import { lazyPage, PRELOAD_ERROR_EVENT } from '@/lib/lazy-page';
import { runStartup } from './startup';

describe('startup', () => {
  it('mounts when every step passes', async () => {
    await expect(runStartup([() => undefined, () => Promise.resolve(undefined)])).resolves.toBe(true);
  });

  it('only logs an error and does not mount', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    await expect(runStartup([() => { throw new Error('boom'); }, later])).resolves.toBe(false);
    expect(log).toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });

  it('follows a redirect target instead of mounting', async () => {
    const go = vi.fn();
    await expect(runStartup([() => ({ redirect: '/app/login' })], go)).resolves.toBe(false);
    expect(go).toHaveBeenCalledWith('/app/login');
  });
});

describe('lazy pages', () => {
  it('dispatch preload-error and rethrow when a chunk fails to load', async () => {
    const listener = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Page = lazyPage<object>(() => Promise.reject(failure));
    // React.lazy keeps its loader in `_payload._result`; calling it is what rendering would do.
    const payload = (Page as unknown as { _payload: { _result: () => Promise<unknown> } })._payload;
    await expect(payload._result()).rejects.toBe(failure);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });
});
