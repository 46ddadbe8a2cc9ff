import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../api/types';
import { fieldsText, withKeys } from './log-rows';

const line = (at: string, message: string): LogEntry => ({
  at,
  level: 'info',
  message,
  target: 'app::http',
  request_id: 'r1',
  company_id: null,
  fields: {},
});

describe('log rows', () => {
  it('keys identical lines apart and keeps the keys when newer lines arrive on top', () => {
    const older = [line('2026-03-18T10:00:01Z', 'b'), line('2026-03-18T10:00:00Z', 'a'), line('2026-03-18T10:00:00Z', 'a')];
    const first = withKeys(older).map((row) => row.key);
    expect(new Set(first).size).toBe(3);
    const refreshed = withKeys([line('2026-03-18T10:00:02Z', 'c'), ...older]).map((row) => row.key);
    expect(refreshed.slice(1)).toEqual(first);
  });

  it('shows the fields as indented JSON, nothing when there are none', () => {
    expect(fieldsText({ status: 500, path: '/api/x' })).toBe('{\n  "status": 500,\n  "path": "/api/x"\n}');
    expect(fieldsText({})).toBeNull();
    expect(fieldsText(null)).toBeNull();
  });
});
