//! Create, rename and delete positions.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    entities::{position, user},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{
    sea_query::Expr,
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait,
};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, list::users_per_position, policy};
use crate::config::{NAME_MAX, NAME_MIN};

/// Validates the name and checks it is free in the company (ignoring case), except for the position `own`.
async fn valid_name<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &PositionIn, own: Option<Uuid>) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), NAME_MIN, NAME_MAX);
    v.finish()?;
    platform::db::name_free(db, position::Entity::scoped(&ctx.tenant), position::Column::NameKey, position::Column::Id, &name, own).await?;
    Ok(name)
}

async fn find(db: &impl ConnectionTrait, ctx: &Ctx, id: Uuid) -> ApiResult<position::Model> {
    position::Entity::scoped(&ctx.tenant).filter(position::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Creates a position.
#[utoipa::path(post, operation_id = "create_position", path = "/positions", tag = "config", request_body = PositionIn, responses((status = 201, body = One<PositionOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<PositionIn>) -> ApiResult<(StatusCode, Json<One<PositionOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let name = valid_name(&txn, &ctx, &input, None).await?;
    let row = position::Entity::insert(position::ActiveModel { id: Set(new_id()), company_id: Set(ctx.company.id), name_key: Set(platform::search::name_key(&name)), name: Set(name), created_at: Set(Utc::now()), version: Set(1) })
        .exec_with_returning(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "position.created", entity: "position", entity_id: Some(row.id), after: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(PositionOut::new(row, 0)))))
}

/// Renames a position; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_position", path = "/positions/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = PositionIn, responses((status = 200, body = One<PositionOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<PositionIn>) -> ApiResult<Json<One<PositionOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find(&txn, &ctx, id).await?;
    let name = valid_name(&txn, &ctx, &input, Some(id)).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let result = position::Entity::update_many()
        .col_expr(position::Column::Name, Expr::value(name.clone()))
        .col_expr(position::Column::NameKey, Expr::value(platform::search::name_key(&name)))
        .col_expr(position::Column::Version, Expr::value(version.wrapping_add(1)))
        .filter(position::Column::CompanyId.eq(ctx.company.id))
        .filter(position::Column::Id.eq(id))
        .filter(position::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    concurrency::check(result, true)?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "position.renamed", entity: "position", entity_id: Some(id), before: Some(json!({"name": before.name})), after: Some(json!({"name": name})), ip: ctx.client.ip.clone() }).await?;
    let row = find(&txn, &ctx, id).await?;
    let users = users_per_position(&txn, &ctx.tenant).await?.get(&id).copied().unwrap_or(0);
    txn.commit().await?;
    Ok(Json(One::new(PositionOut::new(row, users))))
}

/// Deletes a position no user holds; one in use is refused with how many users hold it.
#[utoipa::path(delete, operation_id = "delete_position", path = "/positions/{id}", tag = "config", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let holders = user::Entity::scoped(&ctx.tenant).filter(user::Column::PositionId.eq(id)).count(&txn).await?;
    if holders > 0 {
        return Err(ApiError::field("id", Msg::new("config.position_in_use").arg("count", holders)));
    }
    position::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "position.deleted", entity: "position", entity_id: Some(id), before: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
