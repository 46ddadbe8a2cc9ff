import { render, screen } from '@testing-library/react';
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
    const load = vi.fn(() => Promise.reject(failure));
    const Page = lazyPage<object>(load);
    // Rendering calls the same loader as `preload`.
    await expect(Page.preload()).rejects.toBe(failure);
    expect(listener).toHaveBeenCalledTimes(1);
    // A failed chunk is asked for again next time (a deploy may have been rolled back, the network may be back).
    await expect(Page.preload()).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(2);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('render a loaded chunk at once, and load it only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hola {name}</p> }));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // No Suspense boundary: rendering a chunk not loaded yet would suspend and throw here.
    render(<Page name="Ana" />);
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
  });
});
