//! Attributes of activities and their values (`/config/calidad/attributes`), company-wide. A value in use cannot
//! be deleted: it is deprecated instead, which hides it from new choices and keeps it on the activities holding it.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_configure, can_read_config, entity::{activity_value, attribute, value}};

#[derive(Serialize, utoipa::ToSchema)]
pub struct AttributeValueOut {
    pub id: Uuid,
    pub name: String,
    pub deprecated: bool,
    pub position: i32,
    /// Activities holding it.
    pub activities: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AttributeOut {
    pub id: Uuid,
    pub name: String,
    pub position: i32,
    pub version: i32,
    pub values: Vec<AttributeValueOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AttributeIn {
    /// 1–60 characters, unique in the company ignoring case and accents.
    pub name: Option<String>,
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AttributeValueIn {
    /// 1–120 characters, unique within the attribute.
    pub name: Option<String>,
    /// Hide from new choices (kept where held).
    pub deprecated: Option<bool>,
}

pub const ATTRIBUTE_MAX: usize = 60;
pub const VALUE_MAX: usize = 120;

/// Every attribute with its values, in order.
pub async fn all<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<Vec<AttributeOut>> {
    let attrs = attribute::Entity::scoped(&ctx.tenant).order_by_asc(attribute::Column::Position).order_by_asc(attribute::Column::Id).all(db).await?;
    let values = value::Entity::scoped(&ctx.tenant).order_by_asc(value::Column::Position).order_by_asc(value::Column::Id).all(db).await?;
    let ids: Vec<Uuid> = values.iter().map(|v| v.id).collect();
    let mut counts: HashMap<Uuid, u64> = HashMap::new();
    for chunk in ids.chunks(500) {
        let rows: Vec<(Uuid, i64)> = activity_value::Entity::find().select_only().column(activity_value::Column::ValueId).column_as(activity_value::Column::ActivityId.count(), "n").filter(activity_value::Column::ValueId.is_in(chunk.to_vec())).group_by(activity_value::Column::ValueId).into_tuple().all(db).await?;
        counts.extend(rows.into_iter().map(|(id, n)| (id, n.max(0) as u64)));
    }
    let mut by_attr: HashMap<Uuid, Vec<AttributeValueOut>> = HashMap::new();
    for v in values {
        by_attr.entry(v.attribute_id).or_default().push(AttributeValueOut { activities: counts.get(&v.id).copied().unwrap_or(0), id: v.id, name: v.name, deprecated: v.deprecated, position: v.position });
    }
    Ok(attrs.into_iter().map(|a| AttributeOut { values: by_attr.remove(&a.id).unwrap_or_default(), id: a.id, name: a.name, position: a.position, version: a.version }).collect())
}

/// The company's attributes with their values (deprecated ones included and marked).
#[utoipa::path(get, operation_id = "list_quality_attributes", path = "/quality/attributes", tag = "quality", params(ListQuery), responses((status = 200, body = Page<AttributeOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<AttributeOut>>> {
    can_read_config(&ctx)?;
    let mut data = all(&state.db, &ctx).await?;
    if let Some(text) = query.search() {
        let key = name_key(text);
        data.retain(|a| name_key(&a.name).contains(&key) || a.values.iter().any(|v| name_key(&v.name).contains(&key)));
    }
    let total = data.len() as u64;
    let start = ((query.page() - 1) * query.rows()) as usize;
    let data = data.into_iter().skip(start).take(query.rows() as usize).collect();
    Ok(Json(Page::new(data, &query, total)))
}

async fn find_attribute<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<attribute::Model> {
    attribute::Entity::scoped(&ctx.tenant).filter(attribute::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<AttributeOut> {
    all(db, ctx).await?.into_iter().find(|a| a.id == id).ok_or_else(ApiError::not_found)
}

/// Inserts an attribute (last); the name must be free.
pub async fn insert_attribute<C: ConnectionTrait>(db: &C, company: Uuid, name: &str) -> ApiResult<Uuid> {
    let position = attribute::Entity::find().filter(attribute::Column::CompanyId.eq(company)).count(db).await? as i32 + 1;
    let id = new_id();
    attribute::Entity::insert(attribute::ActiveModel { id: Set(id), company_id: Set(company), name: Set(name.into()), name_key: Set(name_key(name)), position: Set(position), version: Set(1), created_at: Set(Utc::now()) }).exec_without_returning(db).await.map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    Ok(id)
}

/// Inserts a value (last) of an attribute; the name must be free within it.
pub async fn insert_value<C: ConnectionTrait>(db: &C, company: Uuid, attribute: Uuid, name: &str, deprecated: bool) -> ApiResult<Uuid> {
    let position = value::Entity::find().filter(value::Column::AttributeId.eq(attribute)).count(db).await? as i32 + 1;
    let id = new_id();
    value::Entity::insert(value::ActiveModel { id: Set(id), company_id: Set(company), attribute_id: Set(attribute), name: Set(name.into()), name_key: Set(name_key(name)), deprecated: Set(deprecated), position: Set(position), created_at: Set(Utc::now()) }).exec_without_returning(db).await.map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    Ok(id)
}

/// Creates an attribute.
#[utoipa::path(post, operation_id = "create_quality_attribute", path = "/quality/attributes", tag = "quality", request_body = AttributeIn, responses((status = 201, body = One<AttributeOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<AttributeIn>) -> ApiResult<(StatusCode, Json<One<AttributeOut>>)> {
    can_configure(&ctx)?;
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, ATTRIBUTE_MAX);
    v.finish()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    platform::db::name_free(&txn, attribute::Entity::scoped(&ctx.tenant), attribute::Column::NameKey, attribute::Column::Id, &name, None).await?;
    let id = insert_attribute(&txn, ctx.company.id, &name).await?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Renames an attribute; `version` must be the one read.
#[utoipa::path(put, operation_id = "update_quality_attribute", path = "/quality/attributes/{id}", tag = "quality", params(("id" = Uuid, Path)), request_body = AttributeIn, responses((status = 200, body = One<AttributeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<AttributeIn>) -> ApiResult<Json<One<AttributeOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_attribute(&txn, &ctx, id).await?;
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, ATTRIBUTE_MAX);
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    platform::db::name_free(&txn, attribute::Entity::scoped(&ctx.tenant), attribute::Column::NameKey, attribute::Column::Id, &name, Some(id)).await?;
    let version = input.version.unwrap_or_default();
    let result = attribute::Entity::update_many()
        .col_expr(attribute::Column::Name, Expr::value(name.clone()))
        .col_expr(attribute::Column::NameKey, Expr::value(name_key(&name)))
        .col_expr(attribute::Column::Version, Expr::value(version.wrapping_add(1)))
        .filter(attribute::Column::Id.eq(id))
        .filter(attribute::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    platform::concurrency::check(result, true)?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes an attribute no activity uses.
#[utoipa::path(delete, operation_id = "delete_quality_attribute", path = "/quality/attributes/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_attribute(&txn, &ctx, id).await?;
    let used = activity_value::Entity::find().filter(activity_value::Column::AttributeId.eq(id)).count(&txn).await?;
    if used > 0 {
        return Err(ApiError::field("id", Msg::new("quality.attribute_in_use").arg("count", used)));
    }
    attribute::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds a value to an attribute.
#[utoipa::path(post, operation_id = "create_quality_value", path = "/quality/attributes/{id}/values", tag = "quality", params(("id" = Uuid, Path)), request_body = AttributeValueIn, responses((status = 201, body = One<AttributeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create_value(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<AttributeValueIn>) -> ApiResult<(StatusCode, Json<One<AttributeOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_attribute(&txn, &ctx, id).await?;
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, VALUE_MAX);
    v.finish()?;
    platform::db::name_free(&txn, value::Entity::find().filter(value::Column::AttributeId.eq(id)), value::Column::NameKey, value::Column::Id, &name, None).await?;
    insert_value(&txn, ctx.company.id, id, &name, input.deprecated.unwrap_or(false)).await?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

async fn find_value<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<value::Model> {
    value::Entity::scoped(&ctx.tenant).filter(value::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Renames a value or deprecates it (or brings it back).
#[utoipa::path(put, operation_id = "update_quality_value", path = "/quality/values/{id}", tag = "quality", params(("id" = Uuid, Path)), request_body = AttributeValueIn, responses((status = 200, body = One<AttributeOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update_value(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<AttributeValueIn>) -> ApiResult<Json<One<AttributeOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_value(&txn, &ctx, id).await?;
    let mut update = value::Entity::update_many().filter(value::Column::Id.eq(id));
    if input.name.is_some() {
        let mut v = Validator::new();
        let name = v.name("name", input.name.as_deref(), 1, VALUE_MAX);
        v.finish()?;
        platform::db::name_free(&txn, value::Entity::find().filter(value::Column::AttributeId.eq(row.attribute_id)), value::Column::NameKey, value::Column::Id, &name, Some(id)).await?;
        update = update.col_expr(value::Column::NameKey, Expr::value(name_key(&name))).col_expr(value::Column::Name, Expr::value(name));
    }
    if let Some(deprecated) = input.deprecated {
        update = update.col_expr(value::Column::Deprecated, Expr::value(deprecated));
    }
    if input.name.is_some() || input.deprecated.is_some() {
        update.exec(&txn).await.map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    }
    let out = one(&txn, &ctx, row.attribute_id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes a value no activity holds (one in use can be deprecated instead).
#[utoipa::path(delete, operation_id = "delete_quality_value", path = "/quality/values/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete_value(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_value(&txn, &ctx, id).await?;
    let used = activity_value::Entity::find().filter(activity_value::Column::ValueId.eq(id)).count(&txn).await?;
    if used > 0 {
        return Err(ApiError::field("id", Msg::new("quality.value_in_use").arg("count", used)));
    }
    value::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
