//! Usage insights (issue 19): active users per day or week, sessions, module usage, actions per module and per
//! project, from the append-only usage events the server records at the API boundary (`platform::usage`), with
//! an .xlsx export.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod dto;
mod figures;
mod routes;
mod xlsx;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(routes::usage)).routes(routes!(routes::export))
}
