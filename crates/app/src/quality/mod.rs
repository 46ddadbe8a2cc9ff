//! Quality and construction progress (SPEC §2 `/quality`, §3 and §4 Activity, §5, §9 history of 50): the
//! schedule of a project as a WBS tree of activities with dates, progress, costs, attributes, stages and units;
//! links between activities and the critical path; the Gantt's data; the history of records; schedule interchange
//! with MS Project (XML) and Primavera P6 (XER); the import of attribute values; and the 4D view that colours BIM
//! elements by the progress of the activities building them.

use platform::{context::Ctx, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

pub mod activities;
mod attributes;
mod cache;
pub mod entity;
mod fourd;
mod gantt;
mod gantt_view;
mod interchange;
mod links;
pub mod money;
pub mod seed;
mod stages;
mod values_import;

pub use stages::ensure_stage;

/// Reading the schedule, its Gantt and the 4D view.
pub fn can_read(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_calidad")
}

/// Creating, editing, rescheduling, moving and deleting activities and links; imports of schedules.
pub fn can_edit(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_calidad")?;
    ctx.require("quality.activities.edit")
}

/// Registering progress.
pub fn can_register(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_calidad")?;
    ctx.require_any(&["quality.progress.register", "quality.activities.edit"])
}

/// Attributes, values, their import and the stages (`/config/calidad`).
pub fn can_configure(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("quality.config")
}

/// Reading attributes and stages: the module (the activity form chooses from them) or the configuration.
pub fn can_read_config(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&["modulo_calidad", "quality.config"])
}

/// An activity of the caller's company in one of the caller's projects; 404 otherwise.
pub async fn find_activity<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<entity::activity::Model> {
    use entity::activity;
    let row = activity::Entity::scoped(&ctx.tenant).filter(activity::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(activities::router())
        .routes(routes!(gantt::gantt))
        .routes(routes!(links::create))
        .routes(routes!(links::update, links::delete))
        .routes(routes!(stages::list, stages::create))
        .routes(routes!(stages::update, stages::delete))
        .routes(routes!(attributes::list, attributes::create))
        .routes(routes!(attributes::update, attributes::delete))
        .routes(routes!(attributes::create_value))
        .routes(routes!(attributes::update_value, attributes::delete_value))
        .merge(OpenApiRouter::new().routes(routes!(values_import::preview)).routes(routes!(values_import::run)).layer(values_import::body_limit()))
        .routes(routes!(interchange::export))
        .merge(OpenApiRouter::new().routes(routes!(interchange::import)).layer(interchange::body_limit()))
        .routes(routes!(fourd::link_elements, fourd::elements))
        .routes(routes!(fourd::link_by_rule))
        .routes(routes!(fourd::progress))
}
