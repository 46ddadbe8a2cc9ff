//! Health and readiness probes for load balancers and orchestration.

use axum::{extract::State, Json};
use platform::{ApiError, ApiResult, AppState};
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

#[derive(Serialize, utoipa::ToSchema)]
pub struct Health {
    pub status: &'static str,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(health)).routes(routes!(ready))
}

/// The process is up and serving requests.
#[utoipa::path(get, operation_id = "health", path = "/health", tag = "system", responses((status = 200, body = Health)))]
pub async fn health() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// The database and the file storage answer; 500 otherwise.
#[utoipa::path(get, operation_id = "ready", path = "/ready", tag = "system", responses((status = 200, body = Health), (status = 500, body = platform::error::ErrorBody)))]
pub async fn ready(State(state): State<AppState>) -> ApiResult<Json<Health>> {
    state.db.ping().await.map_err(ApiError::internal)?;
    if !state.storage.ready().await {
        return Err(ApiError::internal("file storage unreachable"));
    }
    Ok(Json(Health { status: "ready" }))
}
