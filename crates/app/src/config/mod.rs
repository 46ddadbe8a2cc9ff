//! Configuration (`/config`): the company administrator's tools. This part holds positions (cargos) and profiles
//! with their permissions (permisos); users, courses, workers and the rest arrive with their own folders.

use platform::AppState;
use utoipa_axum::router::OpenApiRouter;

pub mod positions;
pub mod profiles;

/// Names of positions and profiles: 2 to 60 characters (SPEC §5 leaves the values out; see docs/decisions.md).
pub const NAME_MIN: usize = 2;
pub const NAME_MAX: usize = 60;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().merge(positions::router()).merge(profiles::router())
}
