//! Connects to SQLite (embedded default) or PostgreSQL, chosen from the URL, and runs the migrations.

use std::time::Duration;

use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};

/// Opens the database. SQLite gets WAL, foreign keys, a busy timeout and synchronous FULL on every connection.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(url.to_string());
    // sqlx pings a connection before each use by default: a round-trip per query that a local pool does not need.
    options.sqlx_logging(false).acquire_timeout(Duration::from_secs(10)).test_before_acquire(false);
    if url.starts_with("sqlite:") {
        options.max_connections(8).min_connections(1).map_sqlx_sqlite_opts(|o| {
            o.journal_mode(sea_orm::sqlx::sqlite::SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10))
                .synchronous(sea_orm::sqlx::sqlite::SqliteSynchronous::Full)
        });
    } else {
        options.max_connections(20).min_connections(1);
    }
    Database::connect(options).await
}

pub fn is_postgres(db: &DatabaseConnection) -> bool {
    matches!(db.get_database_backend(), sea_orm::DatabaseBackend::Postgres)
}

/// How every write transaction starts: on SQLite `BEGIN IMMEDIATE`, which takes the write lock up front and so
/// waits its turn (busy timeout) behind a background writer such as the job queue. A deferred transaction that
/// reads first and writes later fails at once with "database is locked" when another connection committed in
/// between, and no busy timeout helps it. PostgreSQL ignores the option.
pub const WRITE: sea_orm::TransactionOptions =
    sea_orm::TransactionOptions { isolation_level: None, access_mode: None, sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate) };

/// Whether a write failed on a unique index: the database is the judge of uniqueness, and the caller turns this
/// into a 422 on the field the index covers.
pub fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_)))
}

/// The error of a write, with a unique violation turned into `taken` (a 422 on the field).
pub fn unique_or(err: DbErr, taken: impl FnOnce() -> crate::ApiError) -> crate::ApiError {
    if is_unique_violation(&err) { taken() } else { crate::ApiError::from(err) }
}

/// The 422 of a name already used (`validation.taken` on `name`).
pub fn name_taken() -> crate::ApiError {
    crate::ApiError::field("name", crate::i18n::Msg::new("validation.taken"))
}

/// Whether another row of `select` (already scoped to the company) has the key of `name`, `own` excepted. The unique
/// index on the key stays the judge (writes map its violation with [`unique_or`]); this answers early, alongside
/// the other checks.
pub async fn name_free<E: sea_orm::EntityTrait, C: sea_orm::ConnectionTrait>(db: &C, select: sea_orm::Select<E>, key: E::Column, id: E::Column, name: &str, own: Option<uuid::Uuid>) -> crate::ApiResult<()> {
    use sea_orm::{ColumnTrait, QueryFilter};
    let mut taken = select.filter(key.eq(crate::search::name_key(name)));
    if let Some(own) = own {
        taken = taken.filter(id.ne(own));
    }
    if taken.one(db).await?.is_some() { Err(name_taken()) } else { Ok(()) }
}
