//! Courses (cursos, SPEC §3 Course assignment, §4 Course, §9): the catalogue, assignments that last 15 business days,
//! up to two extensions of 15 more, unassignment, completion, and the holiday calendar business days skip.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod actions;
mod assignments;
pub mod calendar;
mod catalogue;
mod dto;
pub mod entity;
mod holidays;
mod notices;
mod policy;
pub mod state;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(catalogue::list, catalogue::create))
        .routes(routes!(catalogue::update, catalogue::delete))
        .routes(routes!(assignments::list, assignments::assign))
        .routes(routes!(actions::extend))
        .routes(routes!(actions::unassign))
        .routes(routes!(actions::complete))
        .routes(routes!(holidays::list))
        .routes(routes!(holidays::put, holidays::delete))
}
