import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UsageQuery } from '../api/types';
import { parseUsageParams, toUsageParams } from './usage-params';

/**
 * The dashboard's query, kept in the address. `today` is fixed when the screen opens, so the default range does not
 * move under the user at midnight. A change builds on the last one asked for until the address has caught up with
 * it: two changes faster than the router commits a navigation keep both.
 */
export function useUsageParams() {
  const [today] = useState(() => new Date());
  const [params, setParams] = useSearchParams();
  const query = parseUsageParams(params, today);
  const address = toUsageParams(query, today).toString();
  const pending = useRef<UsageQuery | null>(null);
  useEffect(() => {
    if (pending.current && toUsageParams(pending.current, today).toString() === address) pending.current = null;
  }, [address, today]);
  const update = (change: Partial<UsageQuery>) => {
    const next = { ...(pending.current ?? query), ...change };
    pending.current = next;
    setParams(toUsageParams(next, today), { replace: true });
  };
  return { query, today, update };
}
