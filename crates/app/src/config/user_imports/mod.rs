//! User import (SPEC §2 user administration, §5 user import): upload a spreadsheet, map its columns, give roles and
//! projects, check every row, then create every user in one transaction. Rows come through
//! [`source::RowSource`], so an HR integration can feed the same pipeline later.

use axum::extract::DefaultBodyLimit;
use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod check;
mod dto;
mod entity;
mod history;
mod plan;
pub mod row_errors;
pub mod source;
mod upload;
mod run;
mod write;

pub use dto::RowError;

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new().routes(routes!(history::list, upload::upload)).layer(DefaultBodyLimit::max(upload::MAX_BYTES + 1024 * 1024));
    OpenApiRouter::new().merge(uploads).routes(routes!(run::check)).routes(routes!(run::commit)).routes(routes!(history::file))
}
