//! List, create and revoke API keys.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    api_keys, audit,
    context::Ctx,
    entities::{api_key, user},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::dto::*;
use crate::{auth::me::NamedRef, config::{NAME_MAX, NAME_MIN}};

/// Integration administrators, in the app: a key cannot mint or revoke keys.
fn can_manage(ctx: &Ctx) -> ApiResult<()> {
    ctx.require("config.integrations.manage")?;
    if ctx.api_key.is_some() { Err(ApiError::forbidden()) } else { Ok(()) }
}

/// The company's keys, newest first, revoked ones included.
#[utoipa::path(get, operation_id = "list_api_keys", path = "/api-keys", tag = "config", responses((status = 200, body = One<Vec<ApiKeyOut>>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<ApiKeyOut>>>> {
    can_manage(&ctx)?;
    let keys = api_key::Entity::scoped(&ctx.tenant).order_by_desc(api_key::Column::CreatedAt).all(&state.db).await?;
    let ids: Vec<Uuid> = keys.iter().map(|k| k.user_id).collect();
    let users: HashMap<Uuid, NamedRef> = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids)).all(&state.db).await?.into_iter().map(|u| (u.id, NamedRef { id: u.id, name: u.full_name() })).collect();
    let out = keys.into_iter().map(|k| { let who = users.get(&k.user_id).cloned().unwrap_or(NamedRef { id: k.user_id, name: String::new() }); ApiKeyOut::new(k, who) }).collect();
    Ok(Json(One::new(out)))
}

/// Creates a key acting as the caller; the answer holds the key, which is not shown again.
#[utoipa::path(post, operation_id = "create_api_key", path = "/api-keys", tag = "config", request_body = ApiKeyIn, responses((status = 201, body = One<ApiKeyCreated>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ApiKeyIn>) -> ApiResult<(StatusCode, Json<One<ApiKeyCreated>>)> {
    can_manage(&ctx)?;
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), NAME_MIN, NAME_MAX);
    let scopes = input.scopes.clone().unwrap_or_default();
    let scopes = match scopes.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["read"] => "read",
        ["read", "write"] | ["write", "read"] | ["write"] => "read,write",
        [] => {
            v.add("scopes", Msg::new("validation.required"));
            ""
        }
        _ => {
            v.add("scopes", Msg::new("validation.one_of"));
            ""
        }
    };
    if let Some(day) = input.expires_on {
        v.date_after("expires_on", day, Utc::now().date_naive(), false);
    }
    v.finish()?;
    let token = format!("{}{}", api_keys::PREFIX, platform::security::random_token());
    let now = Utc::now();
    let expires_at = input.expires_on.and_then(|d| d.succ_opt()).and_then(|d| d.and_hms_opt(0, 0, 0)).map(|t| t.and_utc());
    let row = api_key::Model { id: new_id(), company_id: ctx.company.id, user_id: ctx.user.id, name, prefix: token.chars().take(12).collect(), token_hash: api_keys::hash(&token), scopes: scopes.into(), last_used_at: None, expires_at, revoked_at: None, created_at: now };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    api_key::Entity::insert(api_key::ActiveModel::from(row.clone())).exec_without_returning(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "api_key.created", entity: "api_key", entity_id: Some(row.id), after: Some(json!({"name": row.name, "scopes": row.scopes, "prefix": row.prefix})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    let who = NamedRef { id: ctx.user.id, name: ctx.user.full_name() };
    Ok((StatusCode::CREATED, Json(One::new(ApiKeyCreated { key: ApiKeyOut::new(row, who), token }))))
}

/// Revokes a key at once: its next request is 401.
#[utoipa::path(delete, operation_id = "revoke_api_key", path = "/api-keys/{id}", tag = "config", params(("id" = Uuid, Path)), responses((status = 204, description = "Revoked"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn revoke(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = api_key::Entity::scoped(&ctx.tenant).filter(api_key::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    if row.revoked_at.is_none() {
        let update = api_key::ActiveModel { id: Set(id), revoked_at: Set(Some(Utc::now())), ..Default::default() };
        api_key::Entity::update(update).exec(&txn).await?;
        audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "api_key.revoked", entity: "api_key", entity_id: Some(id), before: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    }
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
