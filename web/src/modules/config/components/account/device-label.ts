import type { TFunction } from 'i18next';

/** What a session's user agent says about the device, for a person to recognise it ('Chrome 131 en Windows'). */
export interface Device {
  /** Browser name and major version, e.g. `Firefox 133`; null when the agent names none we know. */
  browser: string | null;
  /** Operating system, e.g. `macOS`; null when unknown. */
  os: string | null;
}

// Order matters: Chromium-based browsers also say "Chrome/", and Chrome also says "Safari/".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

// iOS agents say "like Mac OS X" and Android agents say "Linux": the specific systems come first.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Reads the browser (with its major version) and the operating system from a user agent. */
export function parseUserAgent(userAgent: string | null | undefined): Device {
  const agent = userAgent ?? '';
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser, os };
}

/** The device as one line: 'Chrome 131 en Windows', one of the two when the other is unknown, or 'Dispositivo desconocido'. */
export function deviceText(t: TFunction<'config-account'>, device: Device): string {
  if (device.browser && device.os) return t('sessions.deviceOn', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('sessions.unknownDevice');
}
