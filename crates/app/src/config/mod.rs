//! Configuration (`/config`): the company administrator's tools. This part holds positions (cargos) and profiles
//! with their permissions (permisos) and users (usuarios); courses, workers and the rest arrive with their own
//! folders.

use std::collections::HashMap;

use platform::{entities::user, tenant::{Scoped, Tenant}, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter, QuerySelect};
use utoipa_axum::router::OpenApiRouter;
use uuid::Uuid;

pub mod account;
pub mod api_keys;
pub mod connectors;
pub mod cmanagement;
pub mod courses;
pub mod positions;
pub mod profiles;
pub mod user_imports;
pub mod users;
pub mod webhooks;
pub mod workers;

/// Names of positions and profiles: 2 to 60 characters (SPEC §5 leaves the values out; see docs/decisions.md).
pub const NAME_MIN: usize = 2;
pub const NAME_MAX: usize = 60;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().merge(account::router()).merge(cmanagement::router()).merge(courses::router()).merge(positions::router()).merge(profiles::router()).merge(users::router()).merge(user_imports::router()).merge(workers::router()).merge(webhooks::router()).merge(api_keys::router()).merge(connectors::router())
}

/// How many of a company's users hold each value of `column` (their position or profile).
pub async fn users_by<C: ConnectionTrait>(db: &C, tenant: &Tenant, column: user::Column) -> ApiResult<HashMap<Uuid, u64>> {
    let rows: Vec<(Option<Uuid>, i64)> = user::Entity::scoped(tenant)
        .select_only()
        .column(column)
        .column_as(user::Column::Id.count(), "n")
        .filter(column.is_not_null())
        .group_by(column)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().filter_map(|(id, n)| id.map(|id| (id, n as u64))).collect())
}
