//! The other reads behind [`super::Ctx`]: permission keys (cached by profile version) and projects.

use std::{
    collections::{BTreeSet, HashMap},
    sync::{Arc, LazyLock, Mutex},
};

use axum::http::request::Parts;
use chrono::Utc;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use super::{Ctx, ProjectRef};
use crate::{
    entities::{company, profile, profile_permission, project, user, user_project},
    error::{ApiError, ApiResult},
    ids::ProjectId,
    permissions::{self, Plan},
    state::AppState,
};

/// (profile id, version) → the profile's keys. A version never comes back, so entries never go stale.
type KeyCache = HashMap<(Uuid, i32), Arc<BTreeSet<String>>>;
static PROFILE_KEYS: LazyLock<Mutex<KeyCache>> = LazyLock::new(Default::default);

pub fn effective_plan(company: &company::Model) -> Plan {
    match Plan::parse(&company.plan) {
        Plan::Trial if company.trial_ends_at.is_some_and(|end| end <= Utc::now()) => Plan::Free,
        plan => plan,
    }
}

/// Keys the user's profile grants: every grantable key for an administrator profile, everything for the
/// provider's staff, and no module keys when the profile's modules are disabled.
pub(super) async fn profile_keys(state: &AppState, user: &user::Model, profile: Option<&profile::Model>) -> ApiResult<BTreeSet<String>> {
    if user.is_superadmin {
        return Ok(permissions::all_keys().map(String::from).collect());
    }
    let Some(profile) = profile else { return Ok(BTreeSet::new()) };
    let keys: BTreeSet<String> = if profile.is_admin {
        permissions::grantable_keys().map(String::from).collect()
    } else {
        stored_keys(state, profile).await?.as_ref().clone()
    };
    Ok(if profile.module_disabled { keys.into_iter().filter(|k| !permissions::is_module_key(k)).collect() } else { keys })
}

async fn stored_keys(state: &AppState, profile: &profile::Model) -> ApiResult<Arc<BTreeSet<String>>> {
    let key = (profile.id, profile.version);
    if let Some(keys) = PROFILE_KEYS.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(keys.clone());
    }
    let keys: BTreeSet<String> = profile_permission::Entity::find()
        .filter(profile_permission::Column::ProfileId.eq(profile.id))
        .select_only()
        .column(profile_permission::Column::PermissionKey)
        .into_tuple::<String>()
        .all(&state.db)
        .await?
        .into_iter()
        .collect();
    let keys = Arc::new(keys);
    let mut cache = PROFILE_KEYS.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() > 10_000 {
        cache.clear();
    }
    cache.insert(key, keys.clone());
    Ok(keys)
}

/// Active projects the user is assigned to, by name.
pub async fn projects(state: &AppState, user: &user::Model) -> ApiResult<Vec<ProjectRef>> {
    Ok(user_project::Entity::find()
        .filter(user_project::Column::UserId.eq(user.id))
        .filter(user_project::Column::CompanyId.eq(user.company_id))
        .inner_join(project::Entity)
        .filter(project::Column::Active.eq(true))
        .filter(project::Column::CompanyId.eq(user.company_id))
        .order_by_asc(project::Column::Name)
        .select_only()
        .column(project::Column::Id)
        .column(project::Column::Name)
        .into_tuple::<(Uuid, String)>()
        .all(&state.db)
        .await?
        .into_iter()
        .map(|(id, name)| ProjectRef { id, name })
        .collect())
}

/// `projectId` or `proyecto_id` from the query string, verified against the assignments (404 otherwise).
pub(super) fn project_param(parts: &Parts, ctx: &Ctx) -> ApiResult<Option<ProjectId>> {
    let Some(query) = parts.uri.query() else { return Ok(None) };
    let raw = url::form_urlencoded::parse(query.as_bytes())
        .find(|(k, v)| (k == "projectId" || k == "proyecto_id") && !v.is_empty())
        .map(|(_, v)| v.into_owned());
    match raw {
        None => Ok(None),
        Some(raw) => {
            let id = Uuid::parse_str(&raw).map_err(|_| ApiError::not_found())?;
            ctx.assigned_project(ProjectId(id)).map(Some)
        }
    }
}
