//! A template's items: adding one (last), editing, deleting (the items after it move up) and reordering them all.
//! Every change bumps the template's version, so a reorder made on a stale list is a 409.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPair, IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{crud::{insert_items, item_text}, dto::*, find_template, view, MAX_ITEMS};
use crate::verifications::{can_configure, entity::{template, template_item}};

/// Bumps the template's version after a change to its items.
pub async fn touch<C: ConnectionTrait>(db: &C, id: Uuid) -> ApiResult<()> {
    template::Entity::update_many()
        .col_expr(template::Column::Version, Expr::col(template::Column::Version).add(1))
        .col_expr(template::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(template::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

async fn item_of<C: ConnectionTrait>(db: &C, template: Uuid, id: Uuid) -> ApiResult<template_item::Model> {
    template_item::Entity::find().filter(template_item::Column::Id.eq(id)).filter(template_item::Column::TemplateId.eq(template)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Adds an item at the end of the template.
#[utoipa::path(post, operation_id = "add_verification_template_item", path = "/verifications/templates/{id}/items", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationTemplateItemIn, responses((status = 201, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn add(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationTemplateItemIn>) -> ApiResult<(StatusCode, Json<One<VerificationTemplateOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_template(&txn, &ctx, id).await?;
    let mut v = Validator::new();
    let text = item_text(&mut v, "text", input.text.as_deref());
    v.finish()?;
    let items = view::items(&txn, id).await?;
    if items.len() >= MAX_ITEMS {
        return Err(ApiError::field("text", Msg::new("validation.max_items").arg("max", MAX_ITEMS)));
    }
    let last = items.last().map_or(0, |i| i.position);
    insert_items(&txn, id, last, &[(text, input.requires_photo)]).await?;
    touch(&txn, id).await?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits an item's text and whether it needs a photo.
#[utoipa::path(put, operation_id = "update_verification_template_item", path = "/verifications/templates/{id}/items/{item_id}", tag = "verifications", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), request_body = VerificationTemplateItemIn, responses((status = 200, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair, JsonBody(input): JsonBody<VerificationTemplateItemIn>) -> ApiResult<Json<One<VerificationTemplateOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_template(&txn, &ctx, id).await?;
    item_of(&txn, id, item_id).await?;
    let mut v = Validator::new();
    let text = item_text(&mut v, "text", input.text.as_deref());
    v.finish()?;
    template_item::Entity::update_many()
        .col_expr(template_item::Column::Text, Expr::value(text))
        .col_expr(template_item::Column::RequiresPhoto, Expr::value(input.requires_photo))
        .filter(template_item::Column::Id.eq(item_id))
        .exec(&txn)
        .await?;
    touch(&txn, id).await?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes an item; the ones after it move up.
#[utoipa::path(delete, operation_id = "delete_verification_template_item", path = "/verifications/templates/{id}/items/{item_id}", tag = "verifications", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), responses((status = 200, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair) -> ApiResult<Json<One<VerificationTemplateOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_template(&txn, &ctx, id).await?;
    let item = item_of(&txn, id, item_id).await?;
    template_item::Entity::delete_by_id(item_id).exec(&txn).await?;
    template_item::Entity::update_many()
        .col_expr(template_item::Column::Position, Expr::col(template_item::Column::Position).sub(1))
        .filter(template_item::Column::TemplateId.eq(id))
        .filter(template_item::Column::Position.gt(item.position))
        .exec(&txn)
        .await?;
    touch(&txn, id).await?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Puts the items in the order given: every item's id once; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "reorder_verification_template_items", path = "/verifications/templates/{id}/items/order", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationItemsOrderIn, responses((status = 200, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn reorder(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationItemsOrderIn>) -> ApiResult<Json<One<VerificationTemplateOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_template(&txn, &ctx, id).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    if version != row.version {
        return Err(ApiError::conflict());
    }
    let mut held: Vec<Uuid> = view::items(&txn, id).await?.into_iter().map(|i| i.id).collect();
    let mut given = input.ids.clone();
    held.sort();
    given.sort();
    if held != given {
        return Err(ApiError::field("ids", Msg::new("verifications.order_mismatch")));
    }
    for (i, item) in input.ids.iter().enumerate() {
        template_item::Entity::update_many().col_expr(template_item::Column::Position, Expr::value(i as i32 + 1)).filter(template_item::Column::Id.eq(*item)).exec(&txn).await?;
    }
    touch(&txn, id).await?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
