import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TryResult {
  url: string;
  status: number;
  statusText: string;
  /** The body pretty-printed when it is JSON, as it came otherwise. */
  body: string;
}

export type TryState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: TryResult } | { kind: 'failed' };

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * "Probar": sends the GET with the user's own session (its cookie, no API key) and keeps the status and body
 * whatever they are: an error answer is what the user came to see, so nothing here raises a toast or signs out.
 */
export function useTryRequest() {
  const { i18n } = useTranslation();
  const [state, setState] = useState<TryState>({ kind: 'idle' });
  const run = async (url: string) => {
    setState({ kind: 'running' });
    try {
      const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json', 'Accept-Language': i18n.language } });
      const text = await response.text();
      setState({ kind: 'done', result: { url, status: response.status, statusText: response.statusText, body: pretty(text) } });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const reset = () => setState({ kind: 'idle' });
  return { state, run, reset };
}
