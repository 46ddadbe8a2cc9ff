//! Warranties, first half: deliveries (SPEC §2 `/warranties` fichas, ficha/:unitId, agenda; `/config/propietarios`).
//! A project's unit types carry the checklist the revision walks; a unit is the one record that follows a property
//! from construction to warranty: owners, revision, meters, accessories, certificates, the signed delivery act and
//! the visit on the agenda. After-sales builds on the units and owners made here.

use platform::{context::Ctx, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

pub mod config;
pub mod entity;
pub(crate) mod files;
mod public;
pub mod requests;
pub mod seed;
pub mod units;

/// Reading deliveries: the module key, or the configuration key (the settings screens read unit types too).
pub fn can_read(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&["modulo_entregas", "warranties.config"])
}

/// Changing a unit and what it holds.
pub fn can_edit(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("modulo_entregas")?;
    ctx.require("warranties.fichas.edit")
}

/// Unit types, severities, plans and the project's owners settings.
pub fn can_configure(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("warranties.config")
}

/// The project of an object, if the user works in it; 404 otherwise (another company's or an unassigned project's
/// objects do not exist for the caller).
pub fn in_project(ctx: &Ctx, project_id: Uuid) -> ApiResult<()> {
    if ctx.project_ids.contains(&project_id) { Ok(()) } else { Err(ApiError::not_found()) }
}

/// A unit of the caller's company in one of the caller's projects.
pub async fn find_unit<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<entity::unit::Model> {
    use entity::unit;
    let row = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    in_project(ctx, row.project_id)?;
    Ok(row)
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().merge(config::router()).merge(units::router()).merge(public::router()).merge(requests::router()).routes(routes!(files::content, files::delete))
}
