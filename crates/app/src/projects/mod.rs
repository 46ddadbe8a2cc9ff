//! The user's projects: the list on the home screen and one project's data (SPEC §3 Project). Only projects the
//! user is assigned to exist for them; any other id is a 404.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod dto;
mod get;
mod list;

pub use dto::ProjectOut;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list::list)).routes(routes!(get::get))
}
