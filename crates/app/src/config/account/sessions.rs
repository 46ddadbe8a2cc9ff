//! The user's live sessions, each of which can be ended.

use axum::{extract::{Path, State}, http::StatusCode, Json};
use chrono::Utc;
use platform::{context::Ctx, entities::session, envelope::One, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::dto::SessionOut;

/// Live sessions, most recently used first.
#[utoipa::path(get, operation_id = "list_sessions", path = "/account/sessions", tag = "account", responses((status = 200, body = One<Vec<SessionOut>>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<SessionOut>>>> {
    let rows = session::Entity::find()
        .filter(session::Column::UserId.eq(ctx.user.id))
        .filter(session::Column::ExpiresAt.gt(Utc::now()))
        .order_by_desc(session::Column::LastSeenAt)
        .all(&state.db)
        .await?;
    let data = rows
        .into_iter()
        .map(|s| SessionOut { current: s.id == ctx.session_id, id: s.id, created_at: s.created_at, last_seen_at: s.last_seen_at, ip: s.ip, user_agent: s.user_agent })
        .collect();
    Ok(Json(One::new(data)))
}

/// Ends one of the user's sessions (the current one too: that signs out).
#[utoipa::path(delete, operation_id = "end_session", path = "/account/sessions/{id}", tag = "account", params(("id" = String, Path)), responses((status = 204, description = "Ended"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn end(State(state): State<AppState>, ctx: Ctx, Path(id): Path<String>) -> ApiResult<StatusCode> {
    let res = session::Entity::delete_many().filter(session::Column::Id.eq(id)).filter(session::Column::UserId.eq(ctx.user.id)).exec(&state.db).await?;
    if res.rows_affected == 0 {
        return Err(ApiError::not_found());
    }
    Ok(StatusCode::NO_CONTENT)
}
