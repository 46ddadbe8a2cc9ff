/**
 * Queries to start from, written so they run on SQLite and on PostgreSQL alike. Their names are translated
 * (`editor.examples.<key>`); the SQL is not.
 */
export const EXAMPLE_QUERIES = [
  { key: 'companies', sql: 'SELECT name, country, plan, trial_ends_at, blocked, created_at\nFROM companies\nORDER BY created_at DESC\nLIMIT 50;' },
  {
    key: 'usersPerCompany',
    sql: 'SELECT c.name AS company, COUNT(u.id) AS users\nFROM companies c\nLEFT JOIN users u ON u.company_id = c.id\nGROUP BY c.name\nORDER BY users DESC;',
  },
  { key: 'jobs', sql: 'SELECT kind, state, COUNT(*) AS jobs\nFROM jobs\nGROUP BY kind, state\nORDER BY kind, state;' },
  { key: 'failedJobs', sql: "SELECT kind, attempts, last_error, updated_at\nFROM jobs\nWHERE state = 'failed'\nORDER BY updated_at DESC\nLIMIT 50;" },
  { key: 'audit', sql: 'SELECT created_at, action, entity, company_id, user_id\nFROM audit_log\nORDER BY created_at DESC\nLIMIT 100;' },
] as const;

export type ExampleKey = (typeof EXAMPLE_QUERIES)[number]['key'];
