//! `GET /api/projects/{id}`.

use axum::{extract::State, Json};
use platform::{context::Ctx, error::IdPath, entities::project, envelope::One, ids::ProjectId, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, QueryFilter};

use super::{dto::ProjectOut, list::group_names};

/// One of the user's projects; 404 for a project of another company or one the user is not assigned to.
#[utoipa::path(get, operation_id = "get_project", path = "/projects/{id}", tag = "projects", params(("id" = Uuid, Path)), responses((status = 200, body = One<ProjectOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<ProjectOut>>> {
    let id = ctx.assigned_project(ProjectId(id))?;
    let project = project::Entity::scoped(&ctx.tenant).filter(project::Column::Id.eq(id.0)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let group = match project.group_id {
        Some(g) => group_names(&state, &ctx, vec![g]).await?.remove(&g),
        None => None,
    };
    Ok(Json(One::new(ProjectOut::new(project, group))))
}
