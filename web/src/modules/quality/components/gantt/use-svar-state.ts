import type { IApi } from '@svar-ui/react-gantt';
import { useEffect, useState } from 'react';

/**
 * One value of SVAR's store, kept current: its reactive state's `subscribe` answers the unsubscribe function (its
 * typings say void). Used for a handful of values (the scales), never per task.
 */
type SvarState = ReturnType<IApi['getState']>;

export function useSvarState<K extends keyof SvarState>(api: IApi | null, key: K): SvarState[K] | undefined {
  const [value, setValue] = useState<SvarState[K] | undefined>(() => api?.getState()[key]);
  useEffect(() => {
    if (!api) return undefined;
    const store = api.getReactiveState()[key] as { subscribe: (fn: (next: SvarState[K]) => void) => unknown } | undefined;
    const unsubscribe = store?.subscribe((next) => setValue(() => next));
    return typeof unsubscribe === 'function' ? (unsubscribe as () => void) : undefined;
  }, [api, key]);
  return value;
}
