//! Ticket categories: list, create, edit (rename, describe, activate or deactivate) and delete while unused.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use uuid::Uuid;

use super::{can_configure, dto::*};
use crate::tickets::entity::{category, field, ticket};

/// Categories by name; `search` matches the name.
#[utoipa::path(get, operation_id = "list_ticket_categories", path = "/config/cmanagement/categories", tag = "cmanagement", params(ListQuery), responses((status = 200, body = Page<CategoryOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<CategoryOut>>> {
    can_configure(&ctx)?;
    let mut select = category::Entity::scoped(&ctx.tenant).order_by_asc(category::Column::Name).order_by_asc(category::Column::Id);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[category::Column::Name], text));
    }
    let page = paginate(&state.db, select, &query).await?;
    let fields = counts(&state.db, &ctx, field::Column::CategoryId).await?;
    let tickets = ticket_counts(&state.db, &ctx).await?;
    Ok(Json(page.map(|c| out(c, &fields, &tickets))))
}

/// A new category.
#[utoipa::path(post, operation_id = "create_ticket_category", path = "/config/cmanagement/categories", tag = "cmanagement", request_body = CategoryIn, responses((status = 201, body = One<CategoryOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<CategoryIn>) -> ApiResult<(StatusCode, Json<One<CategoryOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let name = valid_name(&txn, &ctx, &input, None).await?;
    let now = Utc::now();
    let row = category::Entity::insert(category::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        name_key: Set(platform::search::name_key(&name)),
        name: Set(name),
        description: Set(clean(input.description)),
        active: Set(input.active.unwrap_or(true)),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(&txn)
    .await
    .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(row, &HashMap::new(), &HashMap::new())))))
}

/// Edits a category; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_ticket_category", path = "/config/cmanagement/categories/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = CategoryIn, responses((status = 200, body = One<CategoryOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<CategoryIn>) -> ApiResult<Json<One<CategoryOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find(&txn, &ctx, id).await?;
    let name = valid_name(&txn, &ctx, &input, Some(id)).await?;
    let version = input.version.unwrap_or(before.version);
    let result = category::Entity::update_many()
        .col_expr(category::Column::NameKey, Expr::value(platform::search::name_key(&name)))
        .col_expr(category::Column::Name, Expr::value(name))
        .col_expr(category::Column::Description, Expr::value(clean(input.description)))
        .col_expr(category::Column::Active, Expr::value(input.active.unwrap_or(before.active)))
        .col_expr(category::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(category::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(category::Column::Id.eq(id))
        .filter(category::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    concurrency::check(result, true)?;
    let row = find(&txn, &ctx, id).await?;
    let fields = counts(&txn, &ctx, field::Column::CategoryId).await?;
    let tickets = ticket_counts(&txn, &ctx).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(row, &fields, &tickets))))
}

/// Deletes a category no ticket uses (its fields go with it); one in use is refused: deactivate it instead.
#[utoipa::path(delete, operation_id = "delete_ticket_category", path = "/config/cmanagement/categories/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find(&txn, &ctx, id).await?;
    if ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::CategoryId.eq(id)).count(&txn).await? > 0 {
        return Err(ApiError::field("category", Msg::new("cmanagement.category_in_use")));
    }
    category::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<category::Model> {
    category::Entity::scoped(&ctx.tenant).filter(category::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// 1 to 100 characters, unique in the company ignoring case.
async fn valid_name<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &CategoryIn, own: Option<Uuid>) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, 100);
    v.finish()?;
    platform::db::name_free(db, category::Entity::scoped(&ctx.tenant), category::Column::NameKey, category::Column::Id, &name, own).await?;
    Ok(name)
}

/// Trimmed text, or none when blank.
pub fn clean(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

fn out(c: category::Model, fields: &HashMap<Uuid, u64>, tickets: &HashMap<Uuid, u64>) -> CategoryOut {
    CategoryOut { fields_count: fields.get(&c.id).copied().unwrap_or(0), tickets_count: tickets.get(&c.id).copied().unwrap_or(0), id: c.id, name: c.name, description: c.description, active: c.active, version: c.version }
}

async fn counts<C: ConnectionTrait>(db: &C, ctx: &Ctx, column: field::Column) -> ApiResult<HashMap<Uuid, u64>> {
    let rows: Vec<(Option<Uuid>, i64)> = field::Entity::scoped(&ctx.tenant).select_only().column(column).column_as(field::Column::Id.count(), "n").group_by(column).into_tuple().all(db).await?;
    Ok(rows.into_iter().filter_map(|(id, n)| id.map(|id| (id, n as u64))).collect())
}

async fn ticket_counts<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<HashMap<Uuid, u64>> {
    let rows: Vec<(Option<Uuid>, i64)> = ticket::Entity::scoped(&ctx.tenant)
        .select_only()
        .column(ticket::Column::CategoryId)
        .column_as(ticket::Column::Id.count(), "n")
        .filter(ticket::Column::CategoryId.is_not_null())
        .group_by(ticket::Column::CategoryId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().filter_map(|(id, n)| id.map(|id| (id, n as u64))).collect())
}
