import { useEffect, useMemo, useRef } from 'react';

/**
 * An object URL for a Blob held in memory. The URL of a replaced Blob is revoked at once; the last one when the
 * component goes away (after a tick, so StrictMode's unmount and remount in development keeps it).
 */
export function useObjectUrl(blob: Blob): string {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  const previous = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const last = previous.current;
      setTimeout(() => {
        if (!mounted.current && last) URL.revokeObjectURL(last);
      }, 0);
    };
  }, []);
  return url;
}
