//! The editor on SQLite: a connection of its own opened read-only on the database file, with an authorizer that
//! allows reading and nothing else (no writes, PRAGMA, ATTACH, transactions or extension loading; secret columns
//! read as NULL), a cap on the length of any value, and a progress handler that stops the statement at the time
//! limit. The connection is closed after the one statement.

use std::{
    ffi::{c_char, c_int, c_void, CStr},
    str::FromStr,
    time::{Duration, Instant},
};

use futures::TryStreamExt;
use libsqlite3_sys as ffi;
use serde_json::Value;
use sqlx::{sqlite::SqliteConnectOptions, Column, ConnectOptions, Connection, Row, TypeInfo, ValueRef};

use super::{secrets::is_secret, Outcome, Refused, MAX_ROWS};

/// The longest value a statement may build (a guard against `zeroblob(1e9)` and friends).
const MAX_LENGTH: c_int = 10_000_000;

fn text(ptr: *const c_char) -> &'static str {
    if ptr.is_null() {
        return "";
    }
    // SAFETY: SQLite passes NUL-terminated strings that live for the duration of the callback; they are only
    // compared, never kept.
    unsafe { CStr::from_ptr(ptr) }.to_str().unwrap_or("")
}

/// SQLite's authorizer: reading only.
extern "C" fn authorize(_: *mut c_void, action: c_int, first: *const c_char, second: *const c_char, _: *const c_char, _: *const c_char) -> c_int {
    match action {
        ffi::SQLITE_SELECT | ffi::SQLITE_RECURSIVE => ffi::SQLITE_OK,
        ffi::SQLITE_READ if is_secret(text(first), text(second)) => ffi::SQLITE_IGNORE,
        ffi::SQLITE_READ => ffi::SQLITE_OK,
        ffi::SQLITE_FUNCTION => match text(second).to_ascii_lowercase().as_str() {
            "load_extension" | "readfile" | "writefile" | "edit" | "fts3_tokenizer" | "sqlite_dbpage" => ffi::SQLITE_DENY,
            _ => ffi::SQLITE_OK,
        },
        _ => ffi::SQLITE_DENY,
    }
}

pub async fn run(database_url: &str, sql: &str, limit: Duration) -> Result<Outcome, Refused> {
    let options = SqliteConnectOptions::from_str(database_url).map_err(|e| Refused::Database(e.to_string()))?.read_only(true).create_if_missing(false);
    let mut conn = options.connect().await.map_err(|e| Refused::Database(e.to_string()))?;
    let deadline = Instant::now() + limit;
    {
        let mut handle = conn.lock_handle().await.map_err(|e| Refused::Database(e.to_string()))?;
        let raw = handle.as_raw_handle().as_ptr();
        // SAFETY: `raw` is this connection's open handle, locked for the calls; the authorizer is a plain function
        // without user data, and the limit call only lowers a bound.
        unsafe {
            ffi::sqlite3_set_authorizer(raw, Some(authorize), std::ptr::null_mut());
            ffi::sqlite3_limit(raw, ffi::SQLITE_LIMIT_LENGTH, MAX_LENGTH);
            ffi::sqlite3_limit(raw, ffi::SQLITE_LIMIT_ATTACHED, 0);
        }
        handle.set_progress_handler(1_000, move || Instant::now() < deadline);
    }
    let started = Instant::now();
    let result = collect(&mut conn, sql).await;
    let _ = conn.close().await;
    let (columns, rows, truncated) = result.map_err(|e| if Instant::now() >= deadline { Refused::Timeout } else { Refused::Database(e.to_string()) })?;
    Ok(Outcome { columns, rows, truncated, elapsed_ms: started.elapsed().as_millis() as u64 })
}

async fn collect(conn: &mut sqlx::SqliteConnection, sql: &str) -> Result<(Vec<String>, Vec<Vec<Value>>, bool), sqlx::Error> {
    let mut columns = Vec::new();
    let mut rows = Vec::new();
    let mut truncated = false;
    let mut stream = sqlx::query(sqlx::AssertSqlSafe(sql.to_string())).persistent(false).fetch(conn);
    while let Some(row) = stream.try_next().await? {
        if columns.is_empty() {
            columns = row.columns().iter().map(|c| c.name().to_string()).collect();
        }
        if rows.len() == MAX_ROWS {
            truncated = true;
            break;
        }
        rows.push((0..row.len()).map(|i| value(&row, i)).collect());
    }
    Ok((columns, rows, truncated))
}

fn value(row: &sqlx::sqlite::SqliteRow, i: usize) -> Value {
    let Ok(raw) = row.try_get_raw(i) else { return Value::Null };
    if raw.is_null() {
        return Value::Null;
    }
    match raw.type_info().name() {
        "INTEGER" => row.try_get_unchecked::<i64, _>(i).map(Value::from).unwrap_or(Value::Null),
        "REAL" => row.try_get_unchecked::<f64, _>(i).map(Value::from).unwrap_or(Value::Null),
        // Ids are 16-byte blobs on SQLite: shown as the UUIDs they are, so they can be read and copied.
        "BLOB" => row.try_get_unchecked::<Vec<u8>, _>(i).map(|b| Value::from(uuid::Uuid::from_slice(&b).map(|u| u.to_string()).unwrap_or_else(|_| format!("<{} bytes>", b.len())))).unwrap_or(Value::Null),
        _ => row.try_get_unchecked::<String, _>(i).map(Value::from).unwrap_or(Value::Null),
    }
}
