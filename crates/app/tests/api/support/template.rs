//! The migrated database with the demo data, made once per build of the suite and copied for each test. Migrating
//! and loading the demo took most of a test's own time; a copy is a file copy on SQLite and `CREATE DATABASE ...
//! TEMPLATE` on PostgreSQL.
//!
//! A template is a folder in the temporary directory: the demo's stored files under `objects/`, and either the
//! SQLite file or a `database` file naming the PostgreSQL database. It is made under a unique name and renamed into
//! place, so tests that start together may both make one, and the first rename wins. Its name changes with the test
//! binary (a new build may bring migrations or demo data) and with the hour (the demo's dates are relative to now).

use std::{
    collections::hash_map::DefaultHasher,
    hash::{Hash, Hasher},
    path::{Path, PathBuf},
    sync::Arc,
    time::UNIX_EPOCH,
};

use migration::{Migrator, MigratorTrait};
use platform::{config::Config, events::Events, mail::Mailer, storage::Storage, throttle::Throttle, AppState};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};

/// A copy of the template for one test: returns its database URL; the demo's files are in `dir/objects`.
pub async fn copy_into(dir: &Path, postgres: Option<&str>) -> String {
    for attempt in 0..2 {
        let template = ensure(postgres).await;
        copy_tree(&template.join("objects"), &dir.join("objects"));
        match postgres {
            None => {
                std::fs::copy(template.join("obra.db"), dir.join("obra.db")).unwrap();
                return format!("sqlite://{}?mode=rwc", dir.join("obra.db").display());
            }
            Some(server) => {
                let source = std::fs::read_to_string(template.join("database")).unwrap();
                let name = format!("obra_t_{}", uuid::Uuid::now_v7().simple());
                let admin = Database::connect(format!("{server}/postgres")).await.expect("postgres reachable");
                let made = execute(&admin, &format!("CREATE DATABASE {name} TEMPLATE {source}")).await;
                admin.close().await.ok();
                match made {
                    Ok(()) => return format!("{server}/{name}"),
                    // The server lost the template (its databases were dropped since): make it again, once.
                    Err(e) if attempt == 0 => {
                        eprintln!("template {source}: {e}; making it again");
                        std::fs::remove_dir_all(&template).ok();
                    }
                    Err(e) => panic!("copy of template {source}: {e}"),
                }
            }
        }
    }
    unreachable!()
}

/// The template's folder, made when missing.
async fn ensure(postgres: Option<&str>) -> PathBuf {
    let path = std::env::temp_dir().join(format!("obra-template-{}", key(postgres)));
    if path.exists() {
        return path;
    }
    let building = std::env::temp_dir().join(format!("obra-template-build-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&building).unwrap();
    let url = match postgres {
        None => format!("sqlite://{}?mode=rwc", building.join("obra.db").display()),
        Some(server) => {
            let name = format!("obra_t_template_{}", uuid::Uuid::now_v7().simple());
            let admin = Database::connect(format!("{server}/postgres")).await.expect("postgres reachable");
            execute(&admin, &format!("CREATE DATABASE {name}")).await.unwrap();
            admin.close().await.ok();
            std::fs::write(building.join("database"), &name).unwrap();
            format!("{server}/{name}")
        }
    };
    let db = platform::db::connect(&url).await.unwrap();
    load(&db, &building).await;
    if postgres.is_none() {
        // Everything into the main file, so that copying it alone copies the database.
        execute(&db, "PRAGMA wal_checkpoint(TRUNCATE)").await.unwrap();
    }
    db.close().await.unwrap();
    if std::fs::rename(&building, &path).is_err() {
        // Another test made it first: ours goes (its PostgreSQL database stays until the suite's clean-up).
        std::fs::remove_dir_all(&building).ok();
    }
    path
}

/// Migrations, the permission catalogue and the demo data, into `db` with files under `dir/objects`.
async fn load(db: &DatabaseConnection, dir: &Path) {
    Migrator::up(db, None).await.unwrap();
    platform::permissions::sync_catalogue(db).await.unwrap();
    let mut config = Config::from_env();
    config.data_dir = dir.to_path_buf();
    config.smtp_url = None;
    config.public_url = "http://obra.test".into();
    config.demo_model = false;
    let config = Arc::new(config);
    let state = AppState {
        db: db.clone(),
        mailer: Mailer::new(config.clone()),
        throttle: Arc::new(Throttle::new(5)),
        events: Events::default(),
        storage: Storage::from_config(&config).unwrap(),
        usage: platform::usage::Usage::default(),
        config,
    };
    app::demo::load(&state).await.unwrap();
}

/// The test binary's build, the hour and the engine's server.
fn key(postgres: Option<&str>) -> String {
    let exe = std::env::current_exe().unwrap();
    let meta = std::fs::metadata(&exe).unwrap();
    let built = meta.modified().unwrap().duration_since(UNIX_EPOCH).unwrap().as_nanos();
    let hour = std::time::SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs() / 3600;
    let mut hasher = DefaultHasher::new();
    (exe, meta.len(), built, hour, postgres).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

async fn execute(db: &DatabaseConnection, sql: &str) -> Result<(), sea_orm::DbErr> {
    db.execute_raw(Statement::from_string(db.get_database_backend(), sql.to_string())).await.map(|_| ())
}

fn copy_tree(from: &Path, to: &Path) {
    for (key, path) in files(from) {
        let target = to.join(&key);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::copy(path, target).unwrap();
    }
}

/// Every file under `dir` (none when it does not exist), with its path relative to `dir` joined by '/': the key a
/// local store keeps it under.
pub fn files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return found };
    for entry in entries {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if entry.file_type().unwrap().is_dir() {
            found.extend(files(&entry.path()).into_iter().map(|(key, path)| (format!("{name}/{key}"), path)));
        } else {
            found.push((name, entry.path()));
        }
    }
    found
}
