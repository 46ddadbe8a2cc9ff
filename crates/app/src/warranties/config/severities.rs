//! The project's severity catalogue: the grades a failure is recorded with, in the order they were made.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use uuid::Uuid;

use super::dto::*;
use crate::warranties::{can_configure, can_read, entity::severity, in_project};

/// The project's severities in their order.
#[utoipa::path(get, operation_id = "list_severities", path = "/warranties/severities", tag = "warranties", params(ListQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<SeverityOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<SeverityOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let select = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::ProjectId.eq(project)).order_by_asc(severity::Column::Position).order_by_asc(severity::Column::Id);
    let page = platform::envelope::paginate(&state.db, select, &query).await?;
    Ok(Json(page.map(|s| out(&s))))
}

/// A new severity, last in the order.
#[utoipa::path(post, operation_id = "create_severity", path = "/warranties/severities", tag = "warranties", params(("projectId" = Uuid, Query)), request_body = SeverityIn, responses((status = 201, body = One<SeverityOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<SeverityIn>) -> ApiResult<(StatusCode, Json<One<SeverityOut>>)> {
    can_configure(&ctx)?;
    let project = ctx.require_project()?;
    let name = valid_name(input.name.as_deref())?;
    let row = insert(&state.db, &ctx, project, &name).await?;
    Ok((StatusCode::CREATED, Json(One::new(out(&row)))))
}

/// Renames a severity.
#[utoipa::path(put, operation_id = "update_severity", path = "/warranties/severities/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = SeverityIn, responses((status = 200, body = One<SeverityOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<SeverityIn>) -> ApiResult<Json<One<SeverityOut>>> {
    can_configure(&ctx)?;
    find(&state.db, &ctx, id).await?;
    let name = valid_name(input.name.as_deref())?;
    severity::Entity::update_many()
        .col_expr(severity::Column::NameKey, Expr::value(name_key(&name)))
        .col_expr(severity::Column::Name, Expr::value(name))
        .filter(severity::Column::Id.eq(id))
        .exec(&state.db)
        .await
        .map_err(|e| platform::db::unique_or(e, taken))?;
    Ok(Json(One::new(out(&find(&state.db, &ctx, id).await?))))
}

/// Deletes a severity; issues and failures that had it keep no severity.
#[utoipa::path(delete, operation_id = "delete_severity", path = "/warranties/severities/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    find(&state.db, &ctx, id).await?;
    severity::Entity::delete_by_id(id).exec(&state.db).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<severity::Model> {
    let row = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    in_project(ctx, row.project_id)?;
    Ok(row)
}

fn taken() -> ApiError {
    ApiError::field("name", Msg::new("validation.taken"))
}

pub fn valid_name(name: Option<&str>) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", name, 1, 50);
    v.finish()?;
    Ok(name)
}

pub async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, name: &str) -> ApiResult<severity::Model> {
    let last: Option<i32> = severity::Entity::find().select_only().column_as(severity::Column::Position.max(), "p").filter(severity::Column::ProjectId.eq(project)).into_tuple().one(db).await?.flatten();
    severity::Entity::insert(severity::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        name: Set(name.to_string()),
        name_key: Set(name_key(name)),
        position: Set(last.map_or(0, |p| p + 1)),
        created_at: Set(Utc::now()),
    })
    .exec_with_returning(db)
    .await
    .map_err(|e| platform::db::unique_or(e, taken))
}

fn out(s: &severity::Model) -> SeverityOut {
    SeverityOut { id: s.id, name: s.name.clone(), position: s.position }
}
