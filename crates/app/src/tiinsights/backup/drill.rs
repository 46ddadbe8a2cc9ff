//! The restore drill: a backup restored into a scratch database (a file next to the system's temp files for
//! SQLite; a new database on the same PostgreSQL server, migrated, emptied, loaded and dropped afterwards), its
//! tables counted and summed again and compared with the manifest. Nothing of the live database is touched.

use std::io::Read;

use migration::MigratorTrait;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde::Serialize;

use super::{tables, Manifest, TableSum};

#[derive(Serialize, Debug)]
pub struct Report {
    pub engine: String,
    /// SQLite's `PRAGMA integrity_check` of the restored file (`ok`); `-` on PostgreSQL.
    pub integrity: String,
    pub tables: usize,
    pub rows: u64,
    /// Tables whose count or checksum differs, or that are missing on either side.
    pub mismatches: Vec<String>,
}

fn read(zip: &[u8]) -> Result<(Manifest, String, Vec<u8>), String> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).map_err(|e| e.to_string())?;
    let mut manifest = String::new();
    archive.by_name("manifest.json").map_err(|e| e.to_string())?.read_to_string(&mut manifest).map_err(|e| e.to_string())?;
    let manifest: Manifest = serde_json::from_str(&manifest).map_err(|e| e.to_string())?;
    let name = if manifest.engine == "postgres" { "dump.sql" } else { "obra.db" };
    let mut data = Vec::new();
    archive.by_name(name).map_err(|e| e.to_string())?.read_to_end(&mut data).map_err(|e| e.to_string())?;
    Ok((manifest, name.to_string(), data))
}

fn compare(manifest: &Manifest, found: &[TableSum], integrity: String) -> Report {
    let mut mismatches: Vec<String> = manifest.tables.iter().filter(|t| !found.contains(t)).map(|t| t.name.clone()).collect();
    mismatches.extend(found.iter().filter(|f| !manifest.tables.iter().any(|t| t.name == f.name)).map(|f| f.name.clone()));
    Report { engine: manifest.engine.clone(), integrity, tables: found.len(), rows: found.iter().map(|t| t.rows).sum(), mismatches }
}

/// Restores `zip` into a scratch database beside `database_url`'s and compares every table with the manifest.
pub async fn drill(zip: &[u8], database_url: &str) -> Result<Report, String> {
    let (manifest, _, data) = read(zip)?;
    let err = |e: sea_orm::DbErr| e.to_string();
    if manifest.engine == "sqlite" {
        let path = std::env::temp_dir().join(format!("obra-drill-{}.db", uuid::Uuid::now_v7()));
        std::fs::write(&path, &data).map_err(|e| e.to_string())?;
        let result = async {
            let db = Database::connect(format!("sqlite://{}?mode=ro", path.display())).await.map_err(err)?;
            let check = db.query_one_raw(Statement::from_string(DbBackend::Sqlite, "PRAGMA integrity_check".to_string())).await.map_err(err)?;
            let integrity: String = check.and_then(|r| r.try_get_by_index(0).ok()).unwrap_or_default();
            let found = tables::sums(&db).await.map_err(err)?;
            db.close().await.map_err(err)?;
            Ok::<_, String>(compare(&manifest, &found, integrity))
        }
        .await;
        let _ = std::fs::remove_file(&path);
        return result;
    }
    let mut url = url::Url::parse(database_url).map_err(|e| e.to_string())?;
    let scratch = format!("obra_drill_{}", uuid::Uuid::now_v7().simple());
    let admin = Database::connect(database_url).await.map_err(err)?;
    admin.execute_unprepared(&format!("CREATE DATABASE {scratch}")).await.map_err(err)?;
    url.set_path(&format!("/{scratch}"));
    let result = async {
        let db = Database::connect(url.as_str()).await.map_err(err)?;
        migration::Migrator::up(&db, None).await.map_err(err)?;
        // A data-only load into an empty schema: the scratch copy keeps no foreign keys (rows come table by table).
        let fks = db.query_all_raw(Statement::from_string(DbBackend::Postgres, "SELECT table_name::text AS t, constraint_name::text AS c FROM information_schema.table_constraints WHERE table_schema = current_schema() AND constraint_type = 'FOREIGN KEY'".to_string())).await.map_err(err)?;
        for fk in fks {
            let (t, c): (String, String) = (fk.try_get("", "t").map_err(err)?, fk.try_get("", "c").map_err(err)?);
            db.execute_unprepared(&format!("ALTER TABLE \"{t}\" DROP CONSTRAINT \"{c}\"")).await.map_err(err)?;
        }
        let names: Vec<String> = tables::names(&db).await.map_err(err)?.iter().map(|t| format!("\"{t}\"")).collect();
        db.execute_unprepared(&format!("TRUNCATE {}", names.join(", "))).await.map_err(err)?;
        db.execute_unprepared(std::str::from_utf8(&data).map_err(|e| e.to_string())?).await.map_err(err)?;
        let found = tables::sums(&db).await.map_err(err)?;
        db.close().await.map_err(err)?;
        Ok::<_, String>(compare(&manifest, &found, "-".into()))
    }
    .await;
    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {scratch} WITH (FORCE)")).await;
    let _ = admin.close().await;
    result
}
