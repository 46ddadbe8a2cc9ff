//! Who can be a verification's or an observation's responsible: the project's active users. The user
//! administration list needs `config.users.manage`, which an inspector does not hold; this answers names only.

use axum::{extract::State, Json};
use platform::{context::Ctx, envelope::One, ApiResult, AppState};

use crate::warranties::units::responsibles::{people, ResponsibleOut};

/// The project's active users, by name (`projectId` required).
#[utoipa::path(get, operation_id = "list_verification_people", path = "/verifications/people", tag = "verifications", params(("projectId" = uuid::Uuid, Query)), responses((status = 200, body = One<Vec<ResponsibleOut>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<ResponsibleOut>>>> {
    super::can_access(&ctx)?;
    let project = ctx.require_project()?;
    Ok(Json(One::new(people(&state.db, &ctx, project).await?)))
}
