//! Technical insights (issue 19), for the provider's staff only (everybody else gets 404: the routes do not exist
//! for them): the read-only SQL editor, the server's recent log, resources (jobs queue, storage per company,
//! broker, slow requests) and database backups with their restore drill.

use platform::{context::Ctx, ApiError, ApiResult, AppState};
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod backup;
mod dumps;
mod logs;
mod resources;
pub mod sql;

/// 404 unless the user is the provider's staff.
pub fn staff_only(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_provider().map_err(|_| ApiError::not_found())
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sql::run))
        .routes(routes!(logs::list))
        .routes(routes!(resources::get))
        .routes(routes!(dumps::list, dumps::create))
        .routes(routes!(dumps::download))
}
