//! The trash keeps deleted items for 30 days; then the purger removes their rows and their files' bytes.

use chrono::Utc;
use platform::{ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use super::entity::cbox_item;

pub const KEPT: chrono::Duration = chrono::Duration::days(30);
const EVERY: std::time::Duration = std::time::Duration::from_secs(600);

/// One pass: items deleted more than 30 days ago go, bytes first (a crash in between leaves a row the next pass
/// finishes, never an object nobody points at). Returns how many items went.
pub async fn purge(state: &AppState) -> ApiResult<u64> {
    let mut purged = 0;
    loop {
        let batch = cbox_item::Entity::find().filter(cbox_item::Column::DeletedAt.lt(Utc::now() - KEPT)).limit(500).all(&state.db).await?;
        if batch.is_empty() {
            return Ok(purged);
        }
        for item in batch {
            if let Some(key) = &item.object_key {
                state.storage.delete(key).await.map_err(ApiError::internal)?;
            }
            cbox_item::Entity::delete_by_id(item.id).exec(&state.db).await?;
            purged += 1;
        }
    }
}

pub fn spawn_purger(state: AppState) {
    tokio::spawn(async move {
        loop {
            if let Err(err) = purge(&state).await {
                tracing::warn!(code = %err.code, "cbox trash purge failed");
            }
            tokio::time::sleep(EVERY).await;
        }
    });
}
