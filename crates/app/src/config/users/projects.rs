//! A user's project assignments.

use chrono::Utc;
use platform::{entities::user_project, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

/// Makes `projects` the user's projects; the user and projects must already be known to be the company's.
pub(super) async fn replace<C: ConnectionTrait>(db: &C, company_id: Uuid, user_id: Uuid, projects: &[Uuid]) -> ApiResult<()> {
    user_project::Entity::delete_many().filter(user_project::Column::UserId.eq(user_id)).exec(db).await?;
    if projects.is_empty() {
        return Ok(());
    }
    let now = Utc::now();
    let rows = projects.iter().map(|p| user_project::ActiveModel { user_id: Set(user_id), project_id: Set(*p), company_id: Set(company_id), created_at: Set(now) });
    user_project::Entity::insert_many(rows).exec_without_returning(db).await?;
    Ok(())
}
