//! Deliveries configuration per project (`/config/propietarios`, unit-type configuration): unit types with their
//! checklist tree and plans, the severity catalogue, the project's data and logo, and the owners settings.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod checklist_xlsx;
pub mod dto;
pub mod nodes;
pub mod plans;
pub mod project;
pub mod settings;
pub mod severities;
pub mod unit_types;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(unit_types::list, unit_types::create))
        .routes(routes!(unit_types::get, unit_types::update, unit_types::delete))
        .routes(routes!(nodes::create))
        .routes(routes!(nodes::update, nodes::delete))
        .routes(routes!(checklist_xlsx::export))
        .routes(routes!(checklist_xlsx::import))
        .routes(routes!(severities::list, severities::create))
        .routes(routes!(severities::update, severities::delete))
        .merge(OpenApiRouter::new().routes(routes!(plans::list, plans::upload)).layer(axum::extract::DefaultBodyLimit::max(crate::warranties::files::MAX_FORM)))
        .routes(routes!(plans::content))
        .routes(routes!(plans::delete))
        .routes(routes!(project::get, project::update))
        .routes(routes!(project::get_logo, project::put_logo, project::delete_logo))
        .routes(routes!(settings::get))
        .routes(routes!(settings::put))
}
