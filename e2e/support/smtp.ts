/**
 * An owner's mail server, as far as the specs need one: a real SMTP conversation over Node's `net` with the server's
 * receiver of requests by e-mail (EHLO, MAIL FROM, RCPT TO, DATA, QUIT), every reply's code checked, carrying a
 * multipart/mixed message with its text and an attachment in base64.
 */
import { connect, type Socket } from 'node:net';

import { INBOUND_SMTP_PORT } from './ports';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  attachment?: { name: string; mime: string; content: Buffer };
}

/** A reply other than the one the step expects; `step` is the command (or `greeting`) it answered. */
export class SmtpRefusal extends Error {
  constructor(
    readonly step: string,
    readonly code: number,
    reply: string,
  ) {
    super(`SMTP ${step} → ${reply}`);
  }
}

const REPLY_TIMEOUT = 15_000;

/** Reads whole replies (a multi-line one ends with `NNN ` instead of `NNN-`) in the order they come. */
class Replies {
  private buffer = '';
  private ready: string[] = [];
  private waiting: { resolve: (reply: string) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let reply = /^(?:\d{3}-[^\r\n]*\r\n)*\d{3}(?: [^\r\n]*)?\r\n/.exec(this.buffer);
      while (reply) {
        this.buffer = this.buffer.slice(reply[0].length);
        this.push(reply[0].trimEnd());
        reply = /^(?:\d{3}-[^\r\n]*\r\n)*\d{3}(?: [^\r\n]*)?\r\n/.exec(this.buffer);
      }
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the SMTP connection closed')));
  }

  private push(reply: string): void {
    if (this.waiting) {
      this.waiting.resolve(reply);
      this.waiting = null;
    } else {
      this.ready.push(reply);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.reject(error);
    this.waiting = null;
  }

  next(): Promise<string> {
    const ready = this.ready.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no SMTP reply in time')), REPLY_TIMEOUT);
      this.waiting = {
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
    });
  }
}

/** An RFC 2047 word for a header that is not plain ASCII. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** A sender's name: quoted when plain ASCII, an encoded word (never quoted, or it is not decoded) otherwise. */
function displayName(name: string): string {
  return /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : headerText(name);
}

/** Base64 in lines of 76 characters, as MIME wants it. */
function base64Lines(content: Buffer): string {
  return (content.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** The message as it travels: headers, a text part and the attachment, CRLF line ends. */
export function mimeMessage(mail: OutgoingMail): string {
  const boundary = `obra-e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const parts = [
    [`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(Buffer.from(mail.text, 'utf8'))],
  ];
  if (mail.attachment) {
    const { name, mime, content } = mail.attachment;
    parts.push([`--${boundary}`, `Content-Type: ${mime}; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)]);
  }
  const domain = mail.from.address.split('@')[1] ?? 'correo-e2e.cl';
  return [
    `From: ${displayName(mail.from.name)} <${mail.from.address}>`,
    `To: <${mail.to}>`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${boundary}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts.flat(),
    `--${boundary}--`,
  ].join('\r\n');
}

/**
 * Sends one message to the receiver as the sender's own server would. Throws `SmtpRefusal` at the first reply that
 * is not the expected one (after saying QUIT), e.g. a 550 at RCPT for an address that takes no mail.
 */
export async function sendMail(mail: OutgoingMail, port = INBOUND_SMTP_PORT): Promise<void> {
  const socket = connect({ host: '127.0.0.1', port });
  const replies = new Replies(socket);
  const expect = async (step: string, code: number) => {
    const reply = await replies.next();
    const got = Number(reply.slice(0, 3));
    if (got !== code) {
      if (step !== 'QUIT') {
        socket.write('QUIT\r\n');
        await replies.next().catch(() => undefined);
      }
      throw new SmtpRefusal(step, got, reply);
    }
  };
  const say = (line: string, code: number) => {
    socket.write(`${line}\r\n`);
    return expect(line.split(':')[0] ?? line, code);
  };
  try {
    await expect('greeting', 220);
    await say('EHLO correo-e2e.cl', 250);
    await say(`MAIL FROM:<${mail.from.address}>`, 250);
    await say(`RCPT TO:<${mail.to}>`, 250);
    await say('DATA', 354);
    // Dot-stuffing (RFC 5321 §4.5.2): a line that starts with a dot gets another one; a lone dot ends the data.
    const data = mimeMessage(mail).replace(/^\./gm, '..');
    socket.write(`${data}\r\n.\r\n`);
    await expect('end of DATA', 250);
    await say('QUIT', 221);
  } finally {
    socket.destroy();
  }
}
