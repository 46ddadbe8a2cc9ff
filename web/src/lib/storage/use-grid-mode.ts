import { useCallback, useState } from 'react';
import { readGridMode, writeGridMode } from './grid-mode';

/** Grid (cards) or list mode of a module's main list, remembered in `{module}_grid_mode`. */
export function useGridMode(module: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readGridMode(module));
  const update = useCallback(
    (next: boolean) => {
      writeGridMode(module, next);
      setOn(next);
    },
    [module],
  );
  return [on, update];
}
