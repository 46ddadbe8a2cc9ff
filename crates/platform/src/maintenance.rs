//! Housekeeping that runs in every instance: ended sessions and spent one-time tokens are deleted, so the tables
//! hold only what can still be used; usage events older than [`USAGE_KEPT_DAYS`] go (usage insights ask for a year
//! at most); abandoned uploads lose their staged parts. Deleting is idempotent, so several
//! instances doing it at once is harmless.

use std::time::Duration;

use chrono::Utc;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::{
    config::Config,
    storage::Storage,
    entities::{one_time_token, session},
};

pub const EVERY: Duration = Duration::from_secs(600);
/// Usage events are kept this long (a year and a month, for a range of 366 days ending last month).
pub const USAGE_KEPT_DAYS: i64 = 400;

/// One pass; returns how many rows went.
pub async fn sweep(db: &DatabaseConnection, config: &Config) -> Result<u64, sea_orm::DbErr> {
    let now = Utc::now();
    let idle = chrono::Duration::from_std(config.session_idle).unwrap_or(chrono::Duration::hours(8));
    let sessions = session::Entity::delete_many()
        .filter(Condition::any().add(session::Column::ExpiresAt.lte(now)).add(session::Column::LastSeenAt.lte(now - idle)))
        .exec(db)
        .await?;
    let tokens = one_time_token::Entity::delete_many()
        .filter(Condition::any().add(one_time_token::Column::ExpiresAt.lte(now - chrono::Duration::days(1))).add(one_time_token::Column::UsedAt.lte(now - chrono::Duration::days(1))))
        .exec(db)
        .await?;
    let usage = db
        .execute_raw(sea_orm::Statement::from_sql_and_values(
            db.get_database_backend(),
            if db.get_database_backend() == sea_orm::DbBackend::Postgres { "DELETE FROM usage_events WHERE at < $1" } else { "DELETE FROM usage_events WHERE at < ?" },
            [(now - chrono::Duration::days(USAGE_KEPT_DAYS)).into()],
        ))
        .await?;
    Ok(sessions.rows_affected + tokens.rows_affected + usage.rows_affected())
}

pub fn spawn(db: DatabaseConnection, config: std::sync::Arc<Config>, storage: Storage) {
    tokio::spawn(async move {
        loop {
            if let Err(err) = sweep(&db, &config).await {
                tracing::warn!(%err, "maintenance sweep failed");
            }
            if let Err(err) = crate::storage::uploads::sweep(&db, &storage, config.upload_ttl).await {
                tracing::warn!(code = %err.code, "upload sweep failed");
            }
            tokio::time::sleep(EVERY).await;
        }
    });
}
