//! The course catalogue: list, create, rename, delete.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    search::contains_any,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, entity::{assignment, course}, policy};

async fn assigned_counts<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<HashMap<Uuid, u64>> {
    let rows: Vec<(Uuid, i64)> = assignment::Entity::scoped(&ctx.tenant)
        .filter(assignment::Column::UnassignedAt.is_null())
        .filter(assignment::Column::CompletedAt.is_null())
        .select_only()
        .column(assignment::Column::CourseId)
        .column_as(assignment::Column::Id.count(), "n")
        .group_by(assignment::Column::CourseId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, n)| (id, n as u64)).collect())
}

fn out(c: course::Model, counts: &HashMap<Uuid, u64>) -> CourseOut {
    CourseOut { assigned: counts.get(&c.id).copied().unwrap_or(0), id: c.id, name: c.name, description: c.description, version: c.version, created_at: c.created_at }
}

/// The company's courses by name, with how many users hold each.
#[utoipa::path(get, operation_id = "list_courses", path = "/courses", tag = "config", params(ListQuery), responses((status = 200, body = Page<CourseOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<CourseOut>>> {
    policy::can_manage(&ctx)?;
    let mut select = course::Entity::scoped(&ctx.tenant).order_by_asc(course::Column::Name);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[course::Column::Name], text));
    }
    let page = platform::envelope::paginate(&state.db, select, &query).await?;
    let counts = assigned_counts(&state.db, &ctx).await?;
    Ok(Json(page.map(|c| out(c, &counts))))
}

async fn valid<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &CourseIn, own: Option<Uuid>) -> ApiResult<(String, Option<String>)> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 2, 120);
    let description = input.description.as_deref().map(str::trim).filter(|d| !d.is_empty()).map(String::from);
    if let Some(d) = &description {
        v.length("description", d, 0, 1000);
    }
    v.finish()?;
    platform::db::name_free(db, course::Entity::scoped(&ctx.tenant), course::Column::NameKey, course::Column::Id, &name, own).await?;
    Ok((name, description))
}

pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<course::Model> {
    course::Entity::scoped(&ctx.tenant).filter(course::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Adds a course to the catalogue.
#[utoipa::path(post, operation_id = "create_course", path = "/courses", tag = "config", request_body = CourseIn, responses((status = 201, body = One<CourseOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<CourseIn>) -> ApiResult<(StatusCode, Json<One<CourseOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (name, description) = valid(&txn, &ctx, &input, None).await?;
    let row = course::Entity::insert(course::ActiveModel { id: Set(new_id()), company_id: Set(ctx.company.id), name_key: Set(platform::search::name_key(&name)), name: Set(name), description: Set(description), created_at: Set(Utc::now()), version: Set(1) })
        .exec_with_returning(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "course.created", entity: "course", entity_id: Some(row.id), after: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(row, &HashMap::new())))))
}

/// Renames a course or changes its description; `version` is the one read.
#[utoipa::path(put, operation_id = "update_course", path = "/courses/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = CourseIn, responses((status = 200, body = One<CourseOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<CourseIn>) -> ApiResult<Json<One<CourseOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find(&txn, &ctx, id).await?;
    let (name, description) = valid(&txn, &ctx, &input, Some(id)).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let result = course::Entity::update_many()
        .set(course::ActiveModel { name_key: Set(platform::search::name_key(&name)), name: Set(name.clone()), description: Set(description), version: Set(version.wrapping_add(1)), ..Default::default() })
        .filter(course::Column::Id.eq(id))
        .filter(course::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    concurrency::check(result, true)?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "course.updated", entity: "course", entity_id: Some(id), after: Some(json!({"name": name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let row = find(&txn, &ctx, id).await?;
    let counts = assigned_counts(&txn, &ctx).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(row, &counts))))
}

/// Deletes a course nobody holds now (in progress or expired); its completed and unassigned records go with it.
#[utoipa::path(delete, operation_id = "delete_course", path = "/courses/{id}", tag = "config", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let held = assigned_counts(&txn, &ctx).await?.get(&id).copied().unwrap_or(0);
    if held > 0 {
        return Err(ApiError::field("id", Msg::new("courses.in_use").arg("count", held)));
    }
    course::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "course.deleted", entity: "course", entity_id: Some(id), before: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
