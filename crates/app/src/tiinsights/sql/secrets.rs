//! Columns the editor never shows: password hashes, token hashes, signing secrets and integration credentials.
//! SQLite reads them as NULL (the authorizer); PostgreSQL's reader role is not granted them.

pub const SECRET_COLUMNS: &[(&str, &str)] = &[
    ("users", "password_hash"),
    ("owner_accounts", "password_hash"),
    ("sessions", "id"),
    ("owner_sessions", "id"),
    ("one_time_tokens", "token_hash"),
    ("api_keys", "token_hash"),
    ("webhook_apps", "secret"),
    ("integrations", "settings"),
    ("units", "schedule_token"),
];

pub fn is_secret(table: &str, column: &str) -> bool {
    SECRET_COLUMNS.iter().any(|(t, c)| t.eq_ignore_ascii_case(table) && c.eq_ignore_ascii_case(column))
}
