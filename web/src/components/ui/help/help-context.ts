import { createContext, useContext, useEffect } from 'react';

export interface HelpState {
  helpKey: string | null;
  setHelpKey: (key: string | null) => void;
}

export const HelpContext = createContext<HelpState>({ helpKey: null, setHelpKey: () => undefined });

export function useHelpState(): HelpState {
  return useContext(HelpContext);
}

/**
 * Declares the help topic of the current screen (`'home.projects'` → namespace `home`, keys
 * `help.projects.title` and `help.projects.body`); the right sidebar's help centre shows it.
 */
export function useHelpKey(key: string): void {
  const { setHelpKey } = useHelpState();
  useEffect(() => {
    setHelpKey(key);
    return () => setHelpKey(null);
  }, [key, setHelpKey]);
}

/** Splits a help key into its i18n namespace and topic. */
export function parseHelpKey(key: string): { namespace: string; topic: string } {
  const [namespace = 'common', ...rest] = key.split('.');
  return { namespace, topic: rest.join('.') };
}
