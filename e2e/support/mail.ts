/** Reads e-mails caught by the SMTP sink. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { STATE_FILE, type RunState } from './paths';
import { SLOT } from './ports';

function mailDir(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RunState).slots[SLOT]!.mailDir;
}

/** Decodes quoted-printable soft breaks and escapes (as UTF-8) enough to read the text and find links. */
function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'),
  );
}

export interface MailQuery {
  /** Only a message whose decoded text matches (e.g. the reset link, not the welcome e-mail sent just before). */
  match?: RegExp;
  timeoutMs?: number;
}

/** Waits for a message to `to` (newest first) and returns its decoded text. */
export async function waitForMail(to: string, query: MailQuery | number = {}): Promise<string> {
  const { match, timeoutMs = 20_000 } = typeof query === 'number' ? { timeoutMs: query } : query;
  const recipient = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
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
      if (recipient.test(text) && (!match || match.test(text))) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to}${match ? ` matching ${match}` : ''}`);
}

/** The first link in a message whose path starts with `path` (e.g. `/app/password-reset`). */
export function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s"<>]*${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found[0];
}
