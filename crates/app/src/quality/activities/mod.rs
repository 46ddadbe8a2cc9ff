//! Activities: the WBS tree of a project's schedule, its list, the form, progress, rescheduling, moves and the
//! history.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod dto;
mod form;
mod list;
mod moves;
mod progress;
pub(crate) mod records;
pub(crate) mod rollup;
pub(crate) mod tree;
pub(crate) mod view;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, save::create))
        .routes(routes!(save::get, save::update, save::delete))
        .routes(routes!(progress::progress))
        .routes(routes!(progress::reschedule))
        .routes(routes!(moves::move_to))
        .routes(routes!(records::history))
        .routes(routes!(moves::baseline))
}

mod save;
