//! What a backup reads and a drill compares: the tables of the schema, their columns, and per table the row count
//! and a SHA-256 over the rows rendered as JSON by the database itself, sorted (so the order rows come in does
//! not matter and the same data always gives the same sum).

use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct TableSum {
    pub name: String,
    pub rows: u64,
    pub sha256: String,
}

/// The schema's tables, by name (SQLite's own and the migrations' bookkeeping included: a restore needs it).
pub async fn names<C: ConnectionTrait>(db: &C) -> Result<Vec<String>, sea_orm::DbErr> {
    let sql = match db.get_database_backend() {
        DbBackend::Postgres => "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
        _ => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1",
    };
    db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_string())).await?.iter().map(|r| r.try_get::<String>("", "name")).collect()
}

pub async fn columns<C: ConnectionTrait>(db: &C, table: &str) -> Result<Vec<String>, sea_orm::DbErr> {
    let backend = db.get_database_backend();
    let stmt = match backend {
        DbBackend::Postgres => Statement::from_sql_and_values(backend, "SELECT column_name::text AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position", [table.into()]),
        _ => Statement::from_sql_and_values(backend, "SELECT name FROM pragma_table_info(?) ORDER BY cid", [table.into()]),
    };
    db.query_all_raw(stmt).await?.iter().map(|r| r.try_get::<String>("", "name")).collect()
}

fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// Every row of the table as the database renders it in JSON: an object on PostgreSQL (what a restore feeds
/// back to `json_populate_record`), an array of the column values on SQLite.
pub async fn rows<C: ConnectionTrait>(db: &C, table: &str) -> Result<Vec<String>, sea_orm::DbErr> {
    let backend = db.get_database_backend();
    let sql = match backend {
        DbBackend::Postgres => format!("SELECT row_to_json(t)::text AS j FROM {} AS t", quote(table)),
        _ => {
            let cols = columns(db, table).await?;
            // Blobs are not JSON: their hex stands in for them.
            let values: Vec<String> = cols.iter().map(|c| format!("CASE WHEN typeof({0}) = 'blob' THEN hex({0}) ELSE {0} END", quote(c))).collect();
            format!("SELECT json_array({}) AS j FROM {}", values.join(", "), quote(table))
        }
    };
    db.query_all_raw(Statement::from_string(backend, sql)).await?.iter().map(|r| r.try_get::<String>("", "j")).collect()
}

/// The table's count and sum.
pub fn sum(name: &str, mut rows: Vec<String>) -> TableSum {
    rows.sort_unstable();
    let mut hash = Sha256::new();
    for row in &rows {
        hash.update(row.as_bytes());
        hash.update(b"\n");
    }
    TableSum { name: name.to_string(), rows: rows.len() as u64, sha256: hex::encode(hash.finalize()) }
}

/// Counts and sums of every table.
pub async fn sums<C: ConnectionTrait>(db: &C) -> Result<Vec<TableSum>, sea_orm::DbErr> {
    let mut out = Vec::new();
    for name in names(db).await? {
        out.push(sum(&name, rows(db, &name).await?));
    }
    Ok(out)
}
