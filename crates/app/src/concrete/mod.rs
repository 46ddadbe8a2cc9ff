//! Concrete (SPEC §2 `/concrete`, `/config/hormigon`; §3 Concrete placement and configuration; §5 placement rules,
//! one model for Concrete): the company's settings and catalogues (element kinds, laboratories, companies, concrete
//! types), placements on elements of the project's Concrete model, lots formed by type up to the lot limit, samples
//! and the conformity of each lot by its country's standard (Chile NCh 1998, Brazil NBR 12655; crate `concrete`),
//! a Cmanagement ticket pinned to the elements of a lot that turns non-conforming, and the model's colouring by state.
//!
//! Permissions: `modulo_hormigon` reads; `concrete.placements.edit` registers placements and samples;
//! `concrete.config.edit` changes the settings and catalogues.

use platform::{context::Ctx, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

mod advance;
mod catalog;
mod form;
mod import;
pub mod entity;
pub(crate) mod lots;
pub(crate) mod placements;
pub(crate) mod samples;
pub mod seed;
mod settings;
pub(crate) mod verdict;
mod view;

pub const READ: &str = "modulo_hormigon";
pub const EDIT: &str = "concrete.placements.edit";
pub const CONFIGURE: &str = "concrete.config.edit";

pub fn can_read(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(READ)
}

pub fn can_edit(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(READ)?;
    ctx.require(EDIT)
}

pub fn can_configure(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(CONFIGURE)
}

/// Reading the catalogues and settings: the module (a placement picks from them) or the configuration.
pub fn can_read_config(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&[READ, CONFIGURE])
}

/// A lot of the caller's company in one of the caller's projects; 404 otherwise.
pub async fn find_lot<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<entity::lot::Model> {
    use entity::lot;
    let row = lot::Entity::scoped(&ctx.tenant).filter(lot::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

/// Removes the placements on a model (its force update or delete): their lots give the volume back, and a lot
/// left with nothing goes.
pub async fn remove_model<C: ConnectionTrait>(db: &C, model: Uuid) -> ApiResult<()> {
    use entity::placement;
    use sea_orm::EntityTrait;
    let rows = placement::Entity::find().filter(placement::Column::ModelId.eq(model)).all(db).await?;
    placement::Entity::delete_many().filter(placement::Column::ModelId.eq(model)).exec(db).await?;
    for row in rows {
        lots::release(db, row.lot_id, row.m3_e1).await?;
    }
    Ok(())
}

/// Tenths (volumes in m³, strengths in MPa) as the API shows them.
pub fn from_e1(value: i32) -> f64 {
    f64::from(value) / 10.0
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(settings::get, settings::put))
        .routes(routes!(catalog::list_elements, catalog::create_element))
        .routes(routes!(catalog::update_element, catalog::delete_element))
        .routes(routes!(catalog::list_laboratories, catalog::create_laboratory))
        .routes(routes!(catalog::update_laboratory, catalog::delete_laboratory))
        .routes(routes!(catalog::list_companies, catalog::create_company))
        .routes(routes!(catalog::update_company, catalog::delete_company))
        .routes(routes!(catalog::list_types, catalog::create_type))
        .routes(routes!(catalog::update_type, catalog::delete_type))
        .routes(routes!(placements::list, placements::create))
        .routes(routes!(placements::get, placements::update, placements::delete))
        .routes(routes!(lots::list))
        .routes(routes!(lots::get))
        .routes(routes!(lots::close))
        .routes(routes!(samples::create))
        .routes(routes!(samples::update, samples::delete))
        .routes(routes!(advance::advance))
        .routes(routes!(import::placements::import))
        .routes(routes!(import::samples::import))
        .routes(routes!(import::template::placements))
        .routes(routes!(import::template::samples))
}
