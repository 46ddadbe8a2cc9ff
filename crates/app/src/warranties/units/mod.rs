//! Units and their delivery files (`/warranties/fichas`, `/warranties/ficha/:unitId/*`) and the agenda.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod act;
pub mod actions;
pub mod activity;
pub mod after_sales;
pub mod agenda;
pub mod details;
pub mod dto;
pub mod import;
pub mod list;
pub mod notify;
pub mod owners;
pub mod responsibles;
pub mod revision;
pub mod save;
pub mod unit_files;
pub mod view;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, save::create))
        .routes(routes!(list::summary))
        .routes(routes!(import::import))
        .routes(routes!(save::get, save::update, save::delete))
        .routes(routes!(owners::list, owners::put))
        .routes(routes!(revision::get))
        .routes(routes!(revision::put))
        .routes(routes!(details::get, details::put))
        .routes(routes!(actions::act))
        .routes(routes!(act::preview, act::preview_signed))
        .routes(routes!(act::sign))
        .routes(routes!(act::content))
        .routes(routes!(act::label))
        .routes(routes!(activity::list))
        .routes(routes!(agenda::get))
        .routes(routes!(responsibles::list))
        .merge(uploads())
}

/// Routes that take files: each file streams into storage and stops at its own limit, so the body limit only
/// has to allow the largest form (100 certificates of 20 MB).
fn uploads() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(unit_files::list, unit_files::upload)).routes(routes!(revision::photo)).layer(axum::extract::DefaultBodyLimit::max(crate::warranties::files::MAX_FORM))
}
