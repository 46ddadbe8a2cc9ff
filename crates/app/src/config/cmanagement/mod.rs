//! Cmanagement's configuration (`/config/cmanagement`, SPEC §2): ticket categories, custom fields (by category or
//! general) and task templates, company-wide, under the `cmanagement.config` permission.

use platform::{context::Ctx, AppState, ApiResult};
use utoipa_axum::{router::OpenApiRouter, routes};

mod categories;
pub mod dto;
mod fields;
mod templates;

pub use templates::{find as find_template, tasks_of as template_tasks};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(categories::list, categories::create))
        .routes(routes!(categories::update, categories::delete))
        .routes(routes!(fields::list, fields::create))
        .routes(routes!(fields::update, fields::delete))
        .routes(routes!(templates::list, templates::create))
        .routes(routes!(templates::update, templates::delete))
}

pub fn can_configure(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("cmanagement.config")
}
