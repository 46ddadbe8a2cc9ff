//! Create, update, duplicate a profile and switch one permission.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::profile,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    ApiError, ApiResult, AppState,
};
use sea_orm::{EntityTrait, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, policy, store};

fn record<'a>(ctx: &Ctx, action: &'a str, id: Uuid, before: Option<&ProfileOut>, after: &ProfileOut) -> audit::Entry<'a> {
    let view = |p: &ProfileOut| json!({"name": p.name, "module_disabled": p.module_disabled, "permissions": p.permissions});
    audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "profile", entity_id: Some(id), before: before.map(view), after: Some(view(after)), ip: ctx.client.ip.clone() }
}

/// Creates a profile with the given permissions (only ones the caller holds).
#[utoipa::path(post, operation_id = "create_profile", path = "/profiles", tag = "config", request_body = ProfileIn, responses((status = 201, body = One<ProfileOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ProfileIn>) -> ApiResult<(StatusCode, Json<One<ProfileOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let name = store::valid_name(&txn, &ctx.tenant, input.name.as_deref(), None).await?;
    let keys = store::grantable(&ctx, &input.permissions)?;
    let out = insert(&txn, &ctx, name, input.module_disabled, &keys).await?;
    audit::record(&txn, record(&ctx, "profile.created", out.id, None, &out)).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

async fn insert(txn: &sea_orm::DatabaseTransaction, ctx: &Ctx, name: String, module_disabled: bool, keys: &std::collections::BTreeSet<String>) -> ApiResult<ProfileOut> {
    let now = Utc::now();
    let id = new_id();
    profile::Entity::insert(profile::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), name_key: Set(platform::search::name_key(&name)), name: Set(name), module_disabled: Set(module_disabled), is_admin: Set(false), created_at: Set(now), updated_at: Set(now), version: Set(1) })
        .exec_without_returning(txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    store::write_keys(txn, id, keys).await?;
    store::present_one(txn, &ctx.tenant, id).await
}

/// Renames a profile, sets its module-disabled flag and its permissions. An administrator profile keeps every
/// permission: only its name and flag change.
#[utoipa::path(put, operation_id = "update_profile", path = "/profiles/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = ProfileIn, responses((status = 200, body = One<ProfileOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ProfileIn>) -> ApiResult<Json<One<ProfileOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = store::present_one(&txn, &ctx.tenant, id).await?;
    let name = store::valid_name(&txn, &ctx.tenant, input.name.as_deref(), Some(id)).await?;
    let version = input.version.ok_or_else(|| ApiError::field("version", Msg::new("validation.required")))?;
    store::bump(&txn, &ctx.tenant, id, version, name, input.module_disabled).await?;
    if !before.is_admin {
        // Keys the caller does not hold may stay if the profile had them; only new grants are checked.
        let added: Vec<String> = input.permissions.iter().filter(|k| !before.permissions.contains(k)).cloned().collect();
        store::grantable(&ctx, &added)?;
        store::write_keys(&txn, id, &input.permissions.iter().cloned().collect()).await?;
    }
    let after = store::present_one(&txn, &ctx.tenant, id).await?;
    audit::record(&txn, record(&ctx, "profile.updated", id, Some(&before), &after)).await?;
    txn.commit().await?;
    Ok(Json(One::new(after)))
}

/// Grants or revokes one permission of a profile.
#[utoipa::path(put, operation_id = "switch_profile_permission", path = "/profiles/{id}/permissions/{key}", tag = "config", params(("id" = Uuid, Path), ("key" = String, Path)), request_body = SwitchIn, responses((status = 200, body = One<ProfileOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn switch(State(state): State<AppState>, ctx: Ctx, Path((id, key)): Path<(String, String)>, JsonBody(input): JsonBody<SwitchIn>) -> ApiResult<Json<One<ProfileOut>>> {
    policy::can_manage(&ctx)?;
    let id = Uuid::parse_str(&id).map_err(|_| ApiError::not_found())?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = store::present_one(&txn, &ctx.tenant, id).await?;
    if before.is_admin {
        return Err(ApiError::field("permissions", Msg::new("config.admin_profile_fixed")));
    }
    let version = input.version.ok_or_else(|| ApiError::field("version", Msg::new("validation.required")))?;
    store::grantable(&ctx, std::slice::from_ref(&key))?;
    let mut keys: std::collections::BTreeSet<String> = before.permissions.iter().cloned().collect();
    if input.granted { keys.insert(key) } else { keys.remove(&key) };
    store::bump(&txn, &ctx.tenant, id, version, before.name.clone(), before.module_disabled).await?;
    store::write_keys(&txn, id, &keys).await?;
    let after = store::present_one(&txn, &ctx.tenant, id).await?;
    audit::record(&txn, record(&ctx, "profile.permission_switched", id, Some(&before), &after)).await?;
    txn.commit().await?;
    Ok(Json(One::new(after)))
}

/// A new profile with the same permissions and module flag under another name.
#[utoipa::path(post, operation_id = "duplicate_profile", path = "/profiles/{id}/duplicate", tag = "config", params(("id" = Uuid, Path)), request_body = DuplicateIn, responses((status = 201, body = One<ProfileOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn duplicate(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<DuplicateIn>) -> ApiResult<(StatusCode, Json<One<ProfileOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let source = store::present_one(&txn, &ctx.tenant, id).await?;
    let name = store::valid_name(&txn, &ctx.tenant, input.name.as_deref(), None).await?;
    // A copy of an administrator profile is an ordinary profile with the keys the caller may grant.
    let keys = source.permissions.iter().filter(|k| ctx.profile_keys.contains(*k) || !source.is_admin).cloned().collect();
    let out = insert(&txn, &ctx, name, source.module_disabled, &keys).await?;
    audit::record(&txn, record(&ctx, "profile.duplicated", out.id, Some(&source), &out)).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}
