import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SQL_PATH } from './keys';
import type { SqlOut } from './types';

/**
 * POST /api/tiinsights/sql: runs one read-only statement. A write or a statement the database refuses is a 422 on
 * `sql` with the reason, which the editor shows under itself (so no toast).
 */
export function runSql(sql: string) {
  return api.post<SqlOut>(SQL_PATH, { sql }, { notify: false });
}

export function useRunSql() {
  return useMutation({ mutationFn: runSql });
}
