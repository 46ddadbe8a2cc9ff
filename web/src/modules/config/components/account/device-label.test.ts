import { describe, expect, it } from 'vitest';
import { deviceText, parseUserAgent } from './device-label';

const agents: [string, string, string | null, string | null][] = [
  ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'Windows'],
  ['Edge on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge 131', 'Windows'],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
  ['Safari on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari 18', 'macOS'],
  ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari 18', 'iOS'],
  ['Chrome on an iPad', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1', 'Chrome 130', 'iOS'],
  ['Samsung Internet on Android', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet 26', 'Android'],
  ['Opera on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera 115', 'macOS'],
  ['headless Chromium (the e2e suite)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36', 'Chrome 139', 'Linux'],
  ['Chrome on a Chromebook', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'ChromeOS'],
];

describe('parseUserAgent', () => {
  it.each(agents)('reads %s', (_, agent, browser, os) => {
    expect(parseUserAgent(agent)).toEqual({ browser, os });
  });

  it('answers nothing it cannot read', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(parseUserAgent(undefined)).toEqual({ browser: null, os: null });
  });
});

describe('deviceText', () => {
  const t = ((key: string, options?: Record<string, string>) => (options ? `${key}:${options.browser}/${options.os}` : key)) as unknown as Parameters<typeof deviceText>[0];

  it('names the browser on the system, or whichever is known', () => {
    expect(deviceText(t, { browser: 'Chrome 131', os: 'Windows' })).toBe('sessions.deviceOn:Chrome 131/Windows');
    expect(deviceText(t, { browser: 'Firefox 133', os: null })).toBe('Firefox 133');
    expect(deviceText(t, { browser: null, os: 'Android' })).toBe('Android');
    expect(deviceText(t, { browser: null, os: null })).toBe('sessions.unknownDevice');
  });
});
