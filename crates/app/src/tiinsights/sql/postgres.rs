//! The editor on PostgreSQL: a connection of its own as the reader role (`OBRA_SQL_READER_URL`: SELECT on the
//! tables without their secret columns, nothing else), in a READ ONLY transaction with a statement timeout that is
//! always rolled back; one statement by the extended protocol (which refuses several). The statement runs wrapped
//! as a subquery, so each row comes back as a JSON array whatever its column types, and a data-modifying WITH is
//! refused by PostgreSQL itself.

use std::time::{Duration, Instant};

use futures::TryStreamExt;
use serde_json::Value;
use sqlx::{Column, Connection, Executor, Row, Statement};

use super::{Outcome, Refused, MAX_ROWS};

pub async fn run(reader_url: &str, sql: &str, limit: Duration) -> Result<Outcome, Refused> {
    let db = |e: sqlx::Error| match e.as_database_error().and_then(|d| d.code()) {
        Some(code) if code == "57014" => Refused::Timeout,
        _ => Refused::Database(e.as_database_error().map(|d| d.message().to_string()).unwrap_or_else(|| e.to_string())),
    };
    let mut conn = sqlx::PgConnection::connect(reader_url).await.map_err(|e| Refused::Database(e.to_string()))?;
    let started = Instant::now();
    let result = async {
        conn.execute("BEGIN READ ONLY").await?;
        conn.execute(sqlx::AssertSqlSafe(format!("SET LOCAL statement_timeout = {}", limit.as_millis()))).await?;
        conn.execute("SET LOCAL lock_timeout = 1000").await?;
        let columns: Vec<String> = conn.prepare(sqlx::SqlSafeStr::into_sql_str(sqlx::AssertSqlSafe(sql.to_string()))).await?.columns().iter().map(|c| c.name().to_string()).collect();
        let wrapped = format!("SELECT (SELECT json_agg(e.value ORDER BY e.n) FROM json_each(row_to_json(q)) WITH ORDINALITY AS e(key, value, n))::text AS r FROM ({sql}\n) AS q LIMIT {}", MAX_ROWS + 1);
        let rows: Vec<String> = sqlx::query(sqlx::AssertSqlSafe(wrapped)).persistent(false).fetch(&mut conn).map_ok(|row| row.try_get::<Option<String>, _>(0).ok().flatten().unwrap_or_default()).try_collect().await?;
        Ok::<_, sqlx::Error>((columns, rows))
    }
    .await;
    let _ = conn.execute("ROLLBACK").await;
    let _ = conn.close().await;
    let (columns, rows) = result.map_err(db)?;
    let truncated = rows.len() > MAX_ROWS;
    let rows = rows.into_iter().take(MAX_ROWS).map(|r| match serde_json::from_str::<Value>(&r) {
        Ok(Value::Array(values)) => values,
        _ => vec![Value::Null; columns.len()],
    });
    Ok(Outcome { rows: rows.collect(), columns, truncated, elapsed_ms: started.elapsed().as_millis() as u64 })
}

/// Grants the reader role SELECT on every table of the schema, leaving out the secret columns (run by the
/// server at start, as the tables' owner; a table added later is granted at the next start).
pub async fn grant(db: &sea_orm::DatabaseConnection, reader_url: &str) -> Result<(), sea_orm::DbErr> {
    use sea_orm::{ConnectionTrait, Statement};
    let role = url::Url::parse(reader_url).ok().map(|u| u.username().to_string()).filter(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    let Some(role) = role else { return Err(sea_orm::DbErr::Custom("OBRA_SQL_READER_URL names no valid role".into())) };
    let backend = db.get_database_backend();
    let rows = db.query_all_raw(Statement::from_string(backend, "SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position".to_string())).await?;
    let mut tables: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for row in rows {
        let (t, c): (String, String) = (row.try_get("", "t")?, row.try_get("", "c")?);
        tables.entry(t).or_default().push(c);
    }
    for (table, columns) in tables {
        db.execute_unprepared(&format!("REVOKE ALL ON \"{table}\" FROM {role}")).await?;
        let visible: Vec<String> = columns.iter().filter(|c| !super::secrets::is_secret(&table, c)).map(|c| format!("\"{c}\"")).collect();
        if visible.len() == columns.len() {
            db.execute_unprepared(&format!("GRANT SELECT ON \"{table}\" TO {role}")).await?;
        } else if !visible.is_empty() {
            db.execute_unprepared(&format!("GRANT SELECT ({}) ON \"{table}\" TO {role}", visible.join(", "))).await?;
        }
    }
    Ok(())
}
