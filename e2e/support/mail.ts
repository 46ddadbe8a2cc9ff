/** Reads e-mails caught by the SMTP sink. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { STATE_FILE } from './paths';

function mailDir(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { mailDir: string }).mailDir;
}

/** Decodes quoted-printable soft breaks and escapes enough to find links in a message. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for a message to `to` and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      /* folder not created yet */
    }
    for (const f of files) {
      const text = decode(readFileSync(join(mailDir(), f), 'utf8'));
      if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to}`);
}
