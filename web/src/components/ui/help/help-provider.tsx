import { useMemo, useState, type ReactNode } from 'react';
import { HelpContext } from './help-context';

export function HelpProvider({ children }: { children: ReactNode }) {
  const [helpKey, setHelpKey] = useState<string | null>(null);
  const value = useMemo(() => ({ helpKey, setHelpKey }), [helpKey]);
  return <HelpContext value={value}>{children}</HelpContext>;
}
