//! Positions (cargos, SPEC §3 Position): a company's job titles, given to users.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod dto;
mod list;
mod policy;
mod save;

pub use dto::PositionOut;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list::list, save::create)).routes(routes!(save::update, save::delete))
}
