//! Site workers (trabajadores): people on site who are not users — name, national id (RUT in Chile, CPF in
//! Brazil), contractor, position, projects, active — with a spreadsheet import.

use axum::extract::DefaultBodyLimit;
use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod dto;
pub mod entity;
mod import;
mod list;
mod policy;
pub mod rules;
mod save;
mod view;

pub fn router() -> OpenApiRouter<AppState> {
    let import = OpenApiRouter::new().routes(routes!(import::import)).layer(DefaultBodyLimit::max(11 * 1024 * 1024));
    OpenApiRouter::new().merge(import).routes(routes!(list::list, save::create)).routes(routes!(save::update))
}
