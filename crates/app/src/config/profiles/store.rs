//! Reads and writes shared by the profile handlers.

use std::collections::{BTreeSet, HashMap};

use chrono::Utc;
use platform::{
    context::Ctx,
    entities::{profile, profile_permission, user},
    i18n::Msg,
    permissions,
    tenant::{Scoped, Tenant},
    validate::Validator,
    ApiError, ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use uuid::Uuid;

use super::dto::ProfileOut;
use crate::config::{NAME_MAX, NAME_MIN};

pub async fn find<C: ConnectionTrait>(db: &C, tenant: &Tenant, id: Uuid) -> ApiResult<profile::Model> {
    profile::Entity::scoped(tenant).filter(profile::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// The stored keys of non-administrator profiles, by profile.
pub async fn keys_by_profile<C: ConnectionTrait>(db: &C, ids: &[Uuid]) -> ApiResult<HashMap<Uuid, BTreeSet<String>>> {
    let rows: Vec<(Uuid, String)> = profile_permission::Entity::find()
        .filter(profile_permission::Column::ProfileId.is_in(ids.to_vec()))
        .order_by_asc(profile_permission::Column::PermissionKey)
        .select_only()
        .columns([profile_permission::Column::ProfileId, profile_permission::Column::PermissionKey])
        .into_tuple()
        .all(db)
        .await?;
    let mut map: HashMap<Uuid, BTreeSet<String>> = HashMap::new();
    for (id, key) in rows {
        map.entry(id).or_default().insert(key);
    }
    Ok(map)
}

pub async fn users_by_profile<C: ConnectionTrait>(db: &C, tenant: &Tenant) -> ApiResult<HashMap<Uuid, u64>> {
    crate::config::users_by(db, tenant, user::Column::ProfileId).await
}

/// Profiles as the API shows them: administrators list every grantable key.
pub async fn present<C: ConnectionTrait>(db: &C, tenant: &Tenant, rows: Vec<profile::Model>) -> ApiResult<Vec<ProfileOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|p| p.id).collect();
    let mut keys = keys_by_profile(db, &ids).await?;
    let users = users_by_profile(db, tenant).await?;
    Ok(rows
        .into_iter()
        .map(|p| {
            let permissions = if p.is_admin { permissions::grantable_keys().map(String::from).collect() } else { keys.remove(&p.id).unwrap_or_default().into_iter().collect() };
            ProfileOut { users_count: users.get(&p.id).copied().unwrap_or(0), permissions, id: p.id, name: p.name, is_admin: p.is_admin, module_disabled: p.module_disabled, version: p.version, created_at: p.created_at, updated_at: p.updated_at }
        })
        .collect())
}

pub async fn present_one<C: ConnectionTrait>(db: &C, tenant: &Tenant, id: Uuid) -> ApiResult<ProfileOut> {
    let row = find(db, tenant, id).await?;
    present(db, tenant, vec![row]).await?.pop().ok_or_else(ApiError::not_found)
}

/// A valid name, free in the company ignoring case (apart from the profile `own`).
pub async fn valid_name<C: ConnectionTrait>(db: &C, tenant: &Tenant, name: Option<&str>, own: Option<Uuid>) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", name, NAME_MIN, NAME_MAX);
    v.finish()?;
    platform::db::name_free(db, profile::Entity::scoped(tenant), profile::Column::NameKey, profile::Column::Id, &name, own).await?;
    Ok(name)
}

/// Keys that exist and that the caller may grant; 422 on `permissions` naming the others.
pub fn grantable(ctx: &Ctx, keys: &[String]) -> ApiResult<BTreeSet<String>> {
    let catalogue: BTreeSet<&str> = permissions::grantable_keys().collect();
    let unknown: Vec<&str> = keys.iter().map(String::as_str).filter(|k| !catalogue.contains(k)).collect();
    if !unknown.is_empty() {
        return Err(ApiError::field("permissions", Msg::new("config.permission_unknown").arg("keys", unknown.join(", "))));
    }
    let not_held: Vec<&str> = keys.iter().map(String::as_str).filter(|k| !ctx.profile_keys.contains(*k)).collect();
    if !not_held.is_empty() {
        return Err(ApiError::field("permissions", Msg::new("config.permission_not_held").arg("keys", not_held.join(", "))));
    }
    Ok(keys.iter().cloned().collect())
}

/// Replaces a profile's stored keys.
pub async fn write_keys<C: ConnectionTrait>(db: &C, profile_id: Uuid, keys: &BTreeSet<String>) -> ApiResult<()> {
    profile_permission::Entity::delete_many().filter(profile_permission::Column::ProfileId.eq(profile_id)).exec(db).await?;
    if !keys.is_empty() {
        profile_permission::Entity::insert_many(keys.iter().map(|k| profile_permission::ActiveModel { profile_id: Set(profile_id), permission_key: Set(k.clone()) }))
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// Moves the profile from `version` to `version + 1` with new values; 409 when someone else changed it first.
pub async fn bump<C: ConnectionTrait>(db: &C, tenant: &Tenant, id: Uuid, version: i32, name: String, module_disabled: bool) -> ApiResult<()> {
    use sea_orm::sea_query::Expr;
    let result = profile::Entity::update_many()
        .col_expr(profile::Column::NameKey, Expr::value(platform::search::name_key(&name)))
        .col_expr(profile::Column::Name, Expr::value(name))
        .col_expr(profile::Column::ModuleDisabled, Expr::value(module_disabled))
        .col_expr(profile::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(profile::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(profile::Column::CompanyId.eq(tenant.uuid()))
        .filter(profile::Column::Id.eq(id))
        .filter(profile::Column::Version.eq(version))
        .exec(db)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    platform::concurrency::check(result, true)
}
