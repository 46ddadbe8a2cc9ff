//! Who can be a unit's responsible: the active users assigned to the project (the same rule the unit's save and
//! the agenda apply), for the pickers of the delivery file and the agenda.

use axum::{extract::State, Json};
use platform::{context::Ctx, entities::{user, user_project}, envelope::One, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use uuid::Uuid;

use crate::warranties::can_read;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ResponsibleOut {
    pub id: Uuid,
    pub name: String,
}

/// The project's active users, by name.
#[utoipa::path(get, operation_id = "list_unit_responsibles", path = "/warranties/responsibles", tag = "warranties", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<Vec<ResponsibleOut>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<ResponsibleOut>>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    Ok(Json(One::new(people(&state.db, &ctx, project).await?)))
}

/// The active users assigned to a project, by name (also the verifications' responsibles).
pub async fn people<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<Vec<ResponsibleOut>> {
    let ids: Vec<Uuid> = user_project::Entity::find().filter(user_project::Column::ProjectId.eq(project)).all(db).await?.into_iter().map(|u| u.user_id).collect();
    let users = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids)).filter(user::Column::Enabled.eq(true)).order_by_asc(user::Column::FirstName).order_by_asc(user::Column::LastName).all(db).await?;
    Ok(users.into_iter().map(|u| ResponsibleOut { id: u.id, name: u.full_name() }).collect())
}
