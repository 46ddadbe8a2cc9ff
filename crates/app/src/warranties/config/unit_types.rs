//! Unit types of a project (SPEC §3 Unit type, §5): name 1 to under 50 characters, unique in the project ignoring
//! case and accents; surface 0 to 99999.99 with one decimal at most; rooms 0 to 99.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::{contains_any, name_key},
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use uuid::Uuid;

use super::{dto::*, nodes};
use crate::warranties::{can_configure, can_read, entity::{node, plan, unit, unit_type}, in_project};

/// SPEC §5: a unit type's name is under 50 characters.
pub const MAX_NAME: usize = 49;
pub const MAX_SURFACE: f64 = 99_999.99;

/// The project's unit types by name.
#[utoipa::path(get, operation_id = "list_unit_types", path = "/warranties/unit-types", tag = "warranties", params(ListQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<UnitTypeOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<UnitTypeOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let mut select = unit_type::Entity::scoped(&ctx.tenant).filter(unit_type::Column::ProjectId.eq(project)).order_by_asc(unit_type::Column::NameKey);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[unit_type::Column::Name, unit_type::Column::Category], text));
    }
    let page = platform::envelope::paginate(&state.db, select, &query).await?;
    let mut data = Vec::with_capacity(page.data.len());
    for t in &page.data {
        data.push(with_counts(&state.db, t).await?);
    }
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// A new unit type of the project.
#[utoipa::path(post, operation_id = "create_unit_type", path = "/warranties/unit-types", tag = "warranties", params(("projectId" = Uuid, Query)), request_body = UnitTypeIn, responses((status = 201, body = One<UnitTypeOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<UnitTypeIn>) -> ApiResult<(StatusCode, Json<One<UnitTypeOut>>)> {
    can_configure(&ctx)?;
    let project = ctx.require_project()?;
    let valid = validate(&input)?;
    let now = Utc::now();
    let row = unit_type::Entity::insert(unit_type::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        name_key: Set(name_key(&valid.name)),
        name: Set(valid.name),
        category: Set(valid.category),
        surface: Set(valid.surface),
        rooms: Set(valid.rooms),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(&state.db)
    .await
    .map_err(|e| platform::db::unique_or(e, taken))?;
    Ok((StatusCode::CREATED, Json(One::new(with_counts(&state.db, &row).await?))))
}

/// A unit type with its checklist tree.
#[utoipa::path(get, operation_id = "get_unit_type", path = "/warranties/unit-types/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<UnitTypeDetail>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<UnitTypeDetail>>> {
    can_read(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    let tree = nodes::tree(&state.db, id).await?;
    Ok(Json(One::new(UnitTypeDetail { unit_type: with_counts(&state.db, &row).await?, tree })))
}

/// Edits a unit type; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_unit_type", path = "/warranties/unit-types/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = UnitTypeIn, responses((status = 200, body = One<UnitTypeOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<UnitTypeIn>) -> ApiResult<Json<One<UnitTypeOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find(&txn, &ctx, id).await?;
    let valid = validate(&input)?;
    let version = input.version.unwrap_or(before.version);
    let result = unit_type::Entity::update_many()
        .col_expr(unit_type::Column::NameKey, Expr::value(name_key(&valid.name)))
        .col_expr(unit_type::Column::Name, Expr::value(valid.name))
        .col_expr(unit_type::Column::Category, Expr::value(valid.category))
        .col_expr(unit_type::Column::Surface, Expr::value(valid.surface))
        .col_expr(unit_type::Column::Rooms, Expr::value(valid.rooms))
        .col_expr(unit_type::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(unit_type::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit_type::Column::Id.eq(id))
        .filter(unit_type::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, taken))?;
    concurrency::check(result, true)?;
    let row = find(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(with_counts(&state.db, &row).await?)))
}

/// Deletes a unit type no unit uses, with its checklist and plans.
#[utoipa::path(delete, operation_id = "delete_unit_type", path = "/warranties/unit-types/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find(&txn, &ctx, id).await?;
    let used = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::UnitTypeId.eq(id)).count(&txn).await?;
    if used > 0 {
        return Err(ApiError::field("unit_type", Msg::new("warranties.unit_type_in_use").arg("count", used)));
    }
    let keys: Vec<String> = plan::Entity::find().select_only().column(plan::Column::ObjectKey).filter(plan::Column::UnitTypeId.eq(id)).into_tuple().all(&txn).await?;
    unit_type::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    for key in keys {
        if let Err(err) = state.storage.delete(&key).await {
            tracing::warn!(%err, key, "could not remove a plan of a deleted unit type");
        }
    }
    Ok(StatusCode::NO_CONTENT)
}

pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<unit_type::Model> {
    let row = unit_type::Entity::scoped(&ctx.tenant).filter(unit_type::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    in_project(ctx, row.project_id)?;
    Ok(row)
}

fn taken() -> ApiError {
    ApiError::field("name", Msg::new("validation.taken"))
}

pub struct Valid {
    pub name: String,
    pub category: Option<String>,
    pub surface: Option<f64>,
    pub rooms: Option<i32>,
}

pub fn validate(input: &UnitTypeIn) -> ApiResult<Valid> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, MAX_NAME);
    let category = input.category.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(String::from);
    if let Some(c) = &category {
        v.length("category", c, 1, 50);
    }
    if let Some(surface) = input.surface {
        check_surface(&mut v, surface);
    }
    if let Some(rooms) = input.rooms {
        v.range("rooms", rooms as f64, 0.0, 99.0);
    }
    v.finish()?;
    Ok(Valid { name, category, surface: input.surface, rooms: input.rooms })
}

/// 0 to 99999.99, at most one decimal (SPEC §5, §9).
pub fn check_surface(v: &mut Validator, surface: f64) {
    if !surface.is_finite() {
        v.add("surface", Msg::new("validation.one_of"));
        return;
    }
    v.range("surface", surface, 0.0, MAX_SURFACE);
    if ((surface * 10.0).round() - surface * 10.0).abs() > 1e-6 {
        v.add("surface", Msg::new("validation.max_decimals").arg("max", 1));
    }
}

async fn with_counts<C: ConnectionTrait>(db: &C, t: &unit_type::Model) -> ApiResult<UnitTypeOut> {
    let units_count = unit::Entity::find().filter(unit::Column::UnitTypeId.eq(t.id)).count(db).await?;
    let nodes_count = node::Entity::find().filter(node::Column::UnitTypeId.eq(t.id)).count(db).await?;
    let plans_count = plan::Entity::find().filter(plan::Column::UnitTypeId.eq(t.id)).count(db).await?;
    Ok(UnitTypeOut { id: t.id, name: t.name.clone(), category: t.category.clone(), surface: t.surface, rooms: t.rooms, units_count, nodes_count, plans_count, version: t.version })
}
