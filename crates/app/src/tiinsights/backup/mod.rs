//! Database backups (issue 19, `dbdump`): a consistent copy of the database with a manifest of every table's
//! row count and checksum and of the file store's objects, zipped. SQLite: an online copy by `VACUUM INTO` (one
//! snapshot), summed from the copy itself. PostgreSQL: a logical, data-only export read in one REPEATABLE READ
//! READ ONLY transaction, as plain SQL that `psql` runs (`INSERT … json_populate_record`, like
//! `pg_dump --data-only --inserts`). [`drill`] restores a backup into a scratch database and compares.

use std::io::Write;

use chrono::{DateTime, Utc};
use platform::{ApiError, ApiResult, AppState};
use sea_orm::{AccessMode, ConnectionTrait, DbBackend, IsolationLevel, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use zip::{write::SimpleFileOptions, CompressionMethod, ZipWriter};

mod drill;
pub mod tables;

pub use drill::{drill, Report};
pub use tables::TableSum;

/// Where backups are kept in the file store.
pub const PREFIX: &str = "dumps/";

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct FileEntry {
    pub key: String,
    pub size: u64,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Manifest {
    pub id: Uuid,
    /// sqlite or postgres.
    pub engine: String,
    pub created_at: DateTime<Utc>,
    pub tables: Vec<TableSum>,
    pub files: Vec<FileEntry>,
}

fn zip_of(manifest: &Manifest, data: (&str, &[u8])) -> Result<Vec<u8>, String> {
    let mut zip = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Stored).large_file(true);
    let json = serde_json::to_vec_pretty(manifest).map_err(|e| e.to_string())?;
    for (name, bytes) in [("manifest.json", json.as_slice()), data] {
        zip.start_file(name, options).map_err(|e| e.to_string())?;
        zip.write_all(bytes).map_err(|e| e.to_string())?;
    }
    Ok(zip.finish().map_err(|e| e.to_string())?.into_inner())
}

fn sql_literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Makes a backup: the zip's bytes and its manifest.
pub async fn create(state: &AppState) -> ApiResult<(Vec<u8>, Manifest)> {
    let id = Uuid::now_v7();
    let mut files: Vec<FileEntry> = state.storage.objects("").await.map_err(ApiError::internal)?.into_iter().filter(|(k, _)| !k.starts_with(PREFIX)).map(|(key, size)| FileEntry { key, size }).collect();
    files.sort_by(|a, b| a.key.cmp(&b.key));
    let db = &state.db;
    if db.get_database_backend() == DbBackend::Postgres {
        let txn = db.begin_with_config(Some(IsolationLevel::RepeatableRead), Some(AccessMode::ReadOnly)).await?;
        let mut sql = String::from("-- Obra: logical export, data only (psql runs it into a migrated, empty schema).\nSET standard_conforming_strings = on;\nBEGIN;\n");
        let mut sums = Vec::new();
        for table in tables::names(&txn).await? {
            let rows = tables::rows(&txn, &table).await?;
            let quoted = format!("\"{}\"", table.replace('"', "\"\""));
            for row in &rows {
                sql.push_str(&format!("INSERT INTO {quoted} SELECT * FROM json_populate_record(NULL::{quoted}, {});\n", sql_literal(row)));
            }
            sums.push(tables::sum(&table, rows));
        }
        txn.commit().await?;
        sql.push_str("COMMIT;\n");
        let manifest = Manifest { id, engine: "postgres".into(), created_at: Utc::now(), tables: sums, files };
        let bytes = zip_of(&manifest, ("dump.sql", sql.as_bytes())).map_err(ApiError::internal)?;
        return Ok((bytes, manifest));
    }
    let dir = state.config.data_dir.join("tmp");
    tokio::fs::create_dir_all(&dir).await.map_err(ApiError::internal)?;
    let path = dir.join(format!("dump-{id}.db"));
    let copy = async {
        db.execute_unprepared(&format!("VACUUM INTO {}", sql_literal(&path.display().to_string()))).await?;
        let copy = sea_orm::Database::connect(format!("sqlite://{}?mode=ro", path.display())).await?;
        let sums = tables::sums(&copy).await;
        copy.close().await?;
        sums
    }
    .await;
    let bytes = tokio::fs::read(&path).await;
    let _ = tokio::fs::remove_file(&path).await;
    let manifest = Manifest { id, engine: "sqlite".into(), created_at: Utc::now(), tables: copy?, files };
    let zip = zip_of(&manifest, ("obra.db", &bytes.map_err(ApiError::internal)?)).map_err(ApiError::internal)?;
    Ok((zip, manifest))
}
