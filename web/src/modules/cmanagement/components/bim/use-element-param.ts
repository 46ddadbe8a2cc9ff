import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address of a model open at an element: `/cmanagement/bim/<modelId>?element=<GlobalId>`. */
export const modelUrl = (modelId: string, globalId?: string | null) =>
  `/cmanagement/bim/${encodeURIComponent(modelId)}${globalId ? `?element=${encodeURIComponent(globalId)}` : ''}`;

/**
 * The selected element lives in the address (`?element=`), so a link opens the model at it and a reload keeps it.
 * Selecting replaces the entry: clicking through elements should not fill the history.
 */
export function useElementParam(): [string | null, (globalId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const selected = params.get('element') || null;
  const select = useCallback(
    (globalId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (globalId) next.set('element', globalId);
          else next.delete('element');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selected, select];
}
