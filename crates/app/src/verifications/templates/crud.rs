//! Listing, creating, reading, editing and deleting templates. A name is unique in the company (ignoring case and
//! accents); deleting a template keeps the verifications made from it (they hold copies of its items).

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    search::{contains_any, name_key},
    tenant::Scoped,
    validate::Validator,
    ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::Deserialize;
use uuid::Uuid;

use super::{dto::*, find_template, view, MAX_ITEMS, NAME_MAX, TEXT_MAX};
use crate::{
    quality::{entity::{activity_value, value}, find_activity},
    verifications::{can_configure, can_read_config, entity::{plan, template, template_item}},
};

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: VerificationTemplateFilter,
}

/// The company's templates by name (with `activityId`, the ones suggested for the activity first), without items.
#[utoipa::path(get, operation_id = "list_verification_templates", path = "/verifications/templates", tag = "verifications", params(ListQuery, VerificationTemplateFilter), responses((status = 200, body = Page<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<VerificationTemplateOut>>> {
    can_read_config(&ctx)?;
    let suggested: Vec<Uuid> = match q.filter.activity_id {
        Some(id) => {
            let a = find_activity(&state.db, &ctx, id).await?;
            activity_value::Entity::find().select_only().column(activity_value::Column::ValueId).filter(activity_value::Column::ActivityId.eq(a.id)).into_tuple().all(&state.db).await?
        }
        None => Vec::new(),
    };
    let mut select = template::Entity::scoped(&ctx.tenant);
    if let Some(v) = q.filter.value_id {
        select = select.filter(template::Column::ValueId.eq(v));
    }
    if let Some(text) = q.list.search() {
        select = select.filter(contains_any(&[template::Column::Name], text));
    }
    // Templates are few (a company's checklists): the suggested ones go first, so the page is cut in memory.
    let rows = select.order_by_asc(template::Column::NameKey).order_by_asc(template::Column::Id).all(&state.db).await?;
    let mut data = view::many(&state.db, rows, &suggested).await?;
    data.sort_by_key(|t| !t.suggested);
    let total = data.len() as u64;
    let data = data.into_iter().skip(((q.list.page() - 1) * q.list.rows()) as usize).take(q.list.rows() as usize).collect();
    Ok(Json(Page::new(data, &q.list, total)))
}

/// The name and activity type of a template's form, checked.
async fn checked<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, input: &VerificationTemplateIn) -> ApiResult<String> {
    let name = v.name("name", input.name.as_deref(), 1, NAME_MAX);
    if let Some(id) = input.value_id {
        if value::Entity::scoped(&ctx.tenant).filter(value::Column::Id.eq(id)).one(db).await?.is_none() {
            v.add("value_id", Msg::new("validation.one_of"));
        }
    }
    Ok(name)
}

/// An item's text, checked on `field`.
pub fn item_text(v: &mut Validator, field: &str, text: Option<&str>) -> String {
    let text = text.unwrap_or_default().trim().to_string();
    if v.required(field, Some(&text)) {
        v.length(field, &text, 1, TEXT_MAX);
    }
    text
}

/// Creates a template, with its first items.
#[utoipa::path(post, operation_id = "create_verification_template", path = "/verifications/templates", tag = "verifications", request_body = VerificationTemplateIn, responses((status = 201, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<VerificationTemplateIn>) -> ApiResult<(StatusCode, Json<One<VerificationTemplateOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut v = Validator::new();
    let name = checked(&txn, &ctx, &mut v, &input).await?;
    v.items("items", input.items.len(), 0, MAX_ITEMS);
    let texts: Vec<(String, bool)> = input.items.iter().enumerate().map(|(i, item)| (item_text(&mut v, &format!("items.{i}.text"), item.text.as_deref()), item.requires_photo)).collect();
    v.finish()?;
    platform::db::name_free(&txn, template::Entity::scoped(&ctx.tenant), template::Column::NameKey, template::Column::Id, &name, None).await?;
    let now = Utc::now();
    let id = new_id();
    let row = template::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), name_key: Set(name_key(&name)), name: Set(name), value_id: Set(input.value_id), version: Set(1), created_at: Set(now), updated_at: Set(now) };
    template::Entity::insert(row).exec_without_returning(&txn).await.map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    insert_items(&txn, id, 0, &texts).await?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Inserts items after position `after`, in order.
pub async fn insert_items<C: ConnectionTrait>(db: &C, template: Uuid, after: i32, items: &[(String, bool)]) -> ApiResult<()> {
    let rows: Vec<template_item::ActiveModel> = items
        .iter()
        .enumerate()
        .map(|(i, (text, photo))| template_item::ActiveModel { id: Set(new_id()), template_id: Set(template), position: Set(after + i as i32 + 1), text: Set(text.clone()), requires_photo: Set(*photo) })
        .collect();
    for chunk in rows.chunks(100) {
        template_item::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(())
}

/// A template with its items and plans.
#[utoipa::path(get, operation_id = "get_verification_template", path = "/verifications/templates/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 200, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<VerificationTemplateOut>>> {
    can_read_config(&ctx)?;
    let row = find_template(&state.db, &ctx, id).await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

/// Renames a template or changes its activity type; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_verification_template", path = "/verifications/templates/{id}", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationTemplateIn, responses((status = 200, body = One<VerificationTemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationTemplateIn>) -> ApiResult<Json<One<VerificationTemplateOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_template(&txn, &ctx, id).await?;
    let mut v = Validator::new();
    let name = checked(&txn, &ctx, &mut v, &input).await?;
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    platform::db::name_free(&txn, template::Entity::scoped(&ctx.tenant), template::Column::NameKey, template::Column::Id, &name, Some(id)).await?;
    let version = input.version.unwrap_or_default();
    let result = template::Entity::update_many()
        .col_expr(template::Column::NameKey, Expr::value(name_key(&name)))
        .col_expr(template::Column::Name, Expr::value(name))
        .col_expr(template::Column::ValueId, Expr::value(input.value_id))
        .col_expr(template::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(template::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(template::Column::Id.eq(id))
        .filter(template::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    platform::concurrency::check(result, true)?;
    let out = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes a template and its plans; verifications made from it keep their items.
#[utoipa::path(delete, operation_id = "delete_verification_template", path = "/verifications/templates/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_template(&txn, &ctx, id).await?;
    let keys: Vec<String> = plan::Entity::find().select_only().column(plan::Column::ObjectKey).filter(plan::Column::TemplateId.eq(id)).into_tuple().all(&txn).await?;
    template::Entity::delete_by_id(id).exec(&txn).await?;
    platform::audit::record(&txn, platform::audit::Entry { company_id: Some(ctx.company.id), user_id: ctx.actor(), action: "verification_template.deleted", entity: "verification_template", entity_id: Some(id), before: Some(serde_json::json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    for key in keys {
        if let Err(err) = state.storage.delete(&key).await {
            tracing::warn!(%err, key, "could not remove a plan of a deleted template");
        }
    }
    Ok(StatusCode::NO_CONTENT)
}
