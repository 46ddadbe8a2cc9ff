//! Creating, reading, editing and deleting a unit. A unit's name is unique in its project ignoring case and
//! accents; its type must be one of the project's and its responsible a user working in the project.

use axum::{extract::State, http::StatusCode, Json};
use chrono::{NaiveDate, Utc};
use platform::{
    concurrency,
    context::Ctx,
    entities::{user, user_project},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    search::{name_key, natural_key},
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::{activity, dto::*, view};
use crate::warranties::{can_edit, can_read, entity::{unit, unit_type}, find_unit};

pub const MAX_NAME: usize = 50;

/// A new unit of the project.
#[utoipa::path(post, operation_id = "create_unit", path = "/warranties/units", tag = "warranties", params(("projectId" = Uuid, Query)), request_body = UnitIn, responses((status = 201, body = One<UnitOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<UnitIn>) -> ApiResult<(StatusCode, Json<One<UnitOut>>)> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let valid = validate(&txn, &ctx, project, &input).await?;
    let row = insert(&txn, &ctx, project, valid).await?;
    activity::record(&txn, &ctx, row.id, "warranties.unit_created", None, Some(serde_json::json!({"name": row.name}))).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(view::one(&state.db, row).await?))))
}

/// A unit.
#[utoipa::path(get, operation_id = "get_unit", path = "/warranties/units/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<UnitOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<UnitOut>>> {
    can_read(&ctx)?;
    let row = find_unit(&state.db, &ctx, id).await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

/// Edits a unit's data; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_unit", path = "/warranties/units/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = UnitIn, responses((status = 200, body = One<UnitOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<UnitIn>) -> ApiResult<Json<One<UnitOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find_unit(&txn, &ctx, id).await?;
    let valid = validate(&txn, &ctx, before.project_id, &input).await?;
    let version = input.version.unwrap_or(before.version);
    let result = unit::Entity::update_many()
        .col_expr(unit::Column::NameKey, Expr::value(name_key(&valid.name)))
        .col_expr(unit::Column::SortKey, Expr::value(natural_key(&valid.name)))
        .col_expr(unit::Column::Name, Expr::value(valid.name.clone()))
        .col_expr(unit::Column::Floor, Expr::value(valid.floor.clone()))
        .col_expr(unit::Column::UnitTypeId, Expr::value(valid.unit_type_id))
        .col_expr(unit::Column::Parkings, Expr::value(serde_json::json!(valid.parkings)))
        .col_expr(unit::Column::Stores, Expr::value(serde_json::json!(valid.stores)))
        .col_expr(unit::Column::ResponsibleId, Expr::value(valid.responsible_id))
        .col_expr(unit::Column::RegistryDate, Expr::value(valid.registry_date))
        .col_expr(unit::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit::Column::Id.eq(id))
        .filter(unit::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, taken))?;
    concurrency::check(result, true)?;
    let before_json = serde_json::json!({"name": before.name, "floor": before.floor, "unit_type_id": before.unit_type_id, "responsible_id": before.responsible_id, "registry_date": before.registry_date});
    let after_json = serde_json::json!({"name": valid.name, "floor": valid.floor, "unit_type_id": valid.unit_type_id, "responsible_id": valid.responsible_id, "registry_date": valid.registry_date});
    if before_json != after_json {
        activity::record(&txn, &ctx, id, "warranties.unit_updated", Some(before_json), Some(after_json)).await?;
    }
    let row = find_unit(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

/// Deletes a unit without a signed act, with everything it holds.
#[utoipa::path(delete, operation_id = "delete_unit", path = "/warranties/units/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_unit(&txn, &ctx, id).await?;
    let acts = crate::warranties::entity::act::Entity::find().filter(crate::warranties::entity::act::Column::UnitId.eq(id)).count(&txn).await?;
    if acts > 0 {
        return Err(ApiError::field("unit", Msg::new("warranties.unit_has_act")));
    }
    let keys = super::unit_files::keys_of(&txn, id).await?;
    unit::Entity::delete_by_id(row.id).exec(&txn).await?;
    txn.commit().await?;
    for key in keys {
        state.storage.delete(&key).await.ok();
    }
    Ok(StatusCode::NO_CONTENT)
}

pub fn taken() -> ApiError {
    ApiError::field("name", Msg::new("warranties.unit_taken"))
}

pub struct Valid {
    pub name: String,
    pub floor: Option<String>,
    pub unit_type_id: Option<Uuid>,
    pub parkings: Vec<String>,
    pub stores: Vec<String>,
    pub responsible_id: Option<Uuid>,
    pub registry_date: Option<NaiveDate>,
}

fn list(v: &mut Validator, field: &str, values: &[String]) -> Vec<String> {
    let list: Vec<String> = values.iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
    v.items(field, list.len(), 0, 20);
    if list.iter().any(|s| s.chars().count() > 30) {
        v.add(field, Msg::new("validation.max_length").arg("max", 30));
    }
    list
}

pub async fn validate<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, input: &UnitIn) -> ApiResult<Valid> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, MAX_NAME);
    let floor = input.floor.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(String::from);
    if let Some(f) = &floor {
        v.length("floor", f, 1, 30);
    }
    let parkings = list(&mut v, "parkings", &input.parkings);
    let stores = list(&mut v, "stores", &input.stores);
    let registry_date = input.registry_date.as_deref().map(str::trim).filter(|s| !s.is_empty()).and_then(|d| v.date("registry_date", d));
    if let Some(t) = input.unit_type_id {
        let found = unit_type::Entity::scoped(&ctx.tenant).filter(unit_type::Column::Id.eq(t)).filter(unit_type::Column::ProjectId.eq(project)).count(db).await?;
        if found == 0 {
            v.add("unit_type_id", Msg::new("warranties.unit_type_missing"));
        }
    }
    if let Some(r) = input.responsible_id {
        if !works_in(db, ctx, project, r).await? {
            v.add("responsible_id", Msg::new("warranties.responsible_missing"));
        }
    }
    v.finish()?;
    Ok(Valid { name, floor, unit_type_id: input.unit_type_id, parkings, stores, responsible_id: input.responsible_id, registry_date })
}

/// Whether the user is an active user of the company assigned to the project.
pub async fn works_in<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, user_id: Uuid) -> ApiResult<bool> {
    let Some(u) = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.eq(user_id)).one(db).await? else { return Ok(false) };
    if !u.enabled {
        return Ok(false);
    }
    let assigned = user_project::Entity::find().filter(user_project::Column::UserId.eq(user_id)).filter(user_project::Column::ProjectId.eq(project)).count(db).await?;
    Ok(assigned > 0)
}

pub async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, valid: Valid) -> ApiResult<unit::Model> {
    let now = Utc::now();
    let row = unit::Entity::insert(unit::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        unit_type_id: Set(valid.unit_type_id),
        name_key: Set(name_key(&valid.name)),
        sort_key: Set(natural_key(&valid.name)),
        name: Set(valid.name),
        floor: Set(valid.floor),
        parkings: Set(serde_json::json!(valid.parkings)),
        stores: Set(serde_json::json!(valid.stores)),
        responsible_id: Set(valid.responsible_id),
        status: Set(UnitStatus::New.as_str().to_string()),
        scheduled_at: Set(None),
        schedule_token: Set(None),
        schedule_answer: Set(None),
        delivery_date: Set(None),
        registry_date: Set(valid.registry_date),
        note: Set(None),
        act_id: Set(None),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(db)
    .await
    .map_err(|e| platform::db::unique_or(e, taken))?;
    let data = serde_json::json!({"id": row.id, "project_id": row.project_id, "name": row.name, "floor": row.floor, "unit_type_id": row.unit_type_id, "status": row.status, "created_at": row.created_at});
    crate::config::webhooks::emit(db, row.company_id, "unit.created", data).await?;
    Ok(row)
}
