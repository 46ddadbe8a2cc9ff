import { useCallback, useState } from 'react';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

export interface ShellPanels {
  navbar: boolean;
  aside: boolean;
  footer: boolean;
}

export const DEFAULT_PANELS: ShellPanels = { navbar: true, aside: true, footer: true };

export function readPanels(): ShellPanels {
  const stored = readJson<Partial<ShellPanels> | null>(storageKeys.shellPanels, null);
  return { ...DEFAULT_PANELS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

/** Left sidebar, right sidebar and footer, each toggleable and remembered (SPEC §2 UI layout). */
export function useShellPanels() {
  const [panels, setPanels] = useState(readPanels);
  const toggle = useCallback((panel: keyof ShellPanels) => {
    setPanels((current) => {
      const next = { ...current, [panel]: !current[panel] };
      writeJson(storageKeys.shellPanels, next);
      return next;
    });
  }, []);
  return { panels, toggle };
}
