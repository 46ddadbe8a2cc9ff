//! The queries behind [`super::Ctx`].

use super::*;

/// A session that has neither idled out nor passed its absolute end. `last_seen_at` is refreshed at most once a
/// minute, so reads do not turn into a write per request.
pub(super) async fn live_session(state: &AppState, id: &str) -> ApiResult<session::Model> {
    let now = Utc::now();
    let session = session::Entity::find_by_id(id.to_string()).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    let idle = chrono::Duration::from_std(state.config.session_idle).unwrap_or(chrono::Duration::hours(8));
    if session.expires_at <= now || session.last_seen_at + idle <= now {
        session::Entity::delete_by_id(session.id).exec(&state.db).await?;
        return Err(ApiError::unauthenticated());
    }
    if now - session.last_seen_at > chrono::Duration::seconds(60) {
        let touch = session::ActiveModel { id: Set(session.id.clone()), last_seen_at: Set(now), ..Default::default() };
        session::Entity::update(touch).exec(&state.db).await?;
    }
    Ok(session)
}

/// The session's user and company; a disabled user or a blocked company ends the session.
pub(super) async fn user_and_company(state: &AppState, session: &session::Model) -> ApiResult<(user::Model, company::Model)> {
    let user = user::Entity::find_by_id(session.user_id).one(&state.db).await?;
    let company = match &user {
        Some(user) => company::Entity::find_by_id(user.company_id).one(&state.db).await?,
        None => None,
    };
    match (user, company) {
        (Some(user), Some(company)) if user.enabled && !company.blocked && user.company_id == session.company_id => Ok((user, company)),
        _ => {
            session::Entity::delete_by_id(session.id.clone()).exec(&state.db).await?;
            Err(ApiError::unauthenticated())
        }
    }
}

pub fn effective_plan(company: &company::Model) -> Plan {
    match Plan::parse(&company.plan) {
        Plan::Trial if company.trial_ends_at.is_some_and(|end| end <= Utc::now()) => Plan::Free,
        plan => plan,
    }
}

/// Keys the user's profile grants: every grantable key for an administrator profile, everything for the
/// provider's staff, none when the profile's modules are disabled (configuration keys stay).
pub(super) async fn profile_keys(state: &AppState, user: &user::Model) -> ApiResult<BTreeSet<String>> {
    if user.is_superadmin {
        return Ok(permissions::all_keys().map(String::from).collect());
    }
    let Some(profile_id) = user.profile_id else { return Ok(BTreeSet::new()) };
    let Some(profile) = profile::Entity::find_by_id(profile_id).one(&state.db).await? else { return Ok(BTreeSet::new()) };
    let keys: BTreeSet<String> = if profile.is_admin {
        permissions::grantable_keys().map(String::from).collect()
    } else {
        profile_permission::Entity::find()
            .filter(profile_permission::Column::ProfileId.eq(profile.id))
            .select_only()
            .column(profile_permission::Column::PermissionKey)
            .into_tuple::<String>()
            .all(&state.db)
            .await?
            .into_iter()
            .collect()
    };
    Ok(if profile.module_disabled { keys.into_iter().filter(|k| !permissions::is_module_key(k)).collect() } else { keys })
}

/// Active projects the user is assigned to (provider staff: none needed).
pub async fn project_ids(state: &AppState, user: &user::Model) -> ApiResult<Vec<Uuid>> {
    Ok(user_project::Entity::find()
        .filter(user_project::Column::UserId.eq(user.id))
        .filter(user_project::Column::CompanyId.eq(user.company_id))
        .inner_join(project::Entity)
        .filter(project::Column::Active.eq(true))
        .select_only()
        .column(user_project::Column::ProjectId)
        .into_tuple::<Uuid>()
        .all(&state.db)
        .await?)
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
