//! Checklist templates, company-wide (`/verifications/uploader`): their items in order, the import of items from a
//! spreadsheet, and what a template shows (items, plans, the activity type it is suggested for).

use platform::{context::Ctx, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use super::entity::template;

mod crud;
pub mod dto;
pub mod import;
mod items;
pub mod view;

pub const NAME_MAX: usize = 120;
pub const TEXT_MAX: usize = 250;
/// Items a template may hold.
pub const MAX_ITEMS: usize = 500;

/// A template of the caller's company; 404 otherwise.
pub async fn find_template<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<template::Model> {
    template::Entity::scoped(&ctx.tenant).filter(template::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(crud::list, crud::create))
        .routes(routes!(crud::get, crud::update, crud::delete))
        .routes(routes!(items::add))
        .routes(routes!(items::update, items::delete))
        .routes(routes!(items::reorder))
}
