//! Users (usuarios, SPEC §3 User): the company's people, their position, profile and projects; activation, mass
//! edit and the user limits.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod bulk;
mod dto;
pub mod limits;
mod limit_routes;
mod list;
mod policy;
mod projects;
pub mod rules;
mod save;
pub mod status;
mod view;

pub use dto::UserOut;
pub use policy::can_manage as policy_manage;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, save::create))
        .routes(routes!(list::get, save::update))
        .routes(routes!(status::set_enabled))
        .routes(routes!(bulk::bulk))
        .routes(routes!(limit_routes::get))
        .routes(routes!(limit_routes::set))
}
