//! The request context: who calls, for which company, in which project, with which permissions. Handlers take
//! [`Ctx`] as an extractor; without a valid session it answers 401 before the handler runs.
//!
//! Building it costs two queries: one joined read of session, user, company, profile and position, and one of
//! the user's active projects. A profile's permission keys are cached by (profile id, version), which the joined
//! read returns, so the cache is never stale: every change to a profile's permissions bumps its version.

use std::{collections::BTreeSet, net::SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::request::Parts,
};
use uuid::Uuid;

use crate::{
    entities::{company, profile, user},
    error::{ApiError, ApiResult},
    i18n::Locale,
    ids::{ProjectId, UserId},
    permissions::{self, Plan},
    security::sha256_hex,
    state::AppState,
    tenant::Tenant,
};

mod identity;
mod loading;
pub use loading::{effective_plan, projects};

/// A project of the user, with its name (the home list and the project selector need both).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProjectRef {
    pub id: Uuid,
    pub name: String,
}

#[derive(Clone, Debug)]
pub struct Ctx {
    pub session_id: String,
    pub user: user::Model,
    pub company: company::Model,
    pub profile: Option<profile::Model>,
    pub position: Option<ProjectRef>,
    pub tenant: Tenant,
    /// The plan after the trial's end is applied.
    pub plan: Plan,
    /// Keys the profile grants, before plan gating.
    pub profile_keys: BTreeSet<String>,
    /// Effective keys: the profile's, gated by the plan.
    pub permissions: BTreeSet<String>,
    /// Active projects the user is assigned to, by name.
    pub projects: Vec<ProjectRef>,
    /// Their ids.
    pub project_ids: Vec<Uuid>,
    /// The project named by `projectId`/`proyecto_id`, already checked against the assignments.
    pub project: Option<ProjectId>,
    pub locale: Locale,
    pub client: ClientInfo,
}

/// What the joined identity read yields.
pub struct Identity {
    pub session_id: String,
    pub user: user::Model,
    pub company: company::Model,
    pub profile: Option<profile::Model>,
    pub position: Option<ProjectRef>,
}

impl Ctx {
    /// The context of a user whose session was just created (sign-in) or verified.
    pub async fn for_user(state: &AppState, session_id: String, user: user::Model, locale: Locale, client: ClientInfo) -> ApiResult<Self> {
        let identity = identity::by_user(state, session_id, user).await?;
        Self::build(state, identity, locale, client).await
    }

    async fn build(state: &AppState, identity: Identity, locale: Locale, client: ClientInfo) -> ApiResult<Self> {
        let Identity { session_id, user, company, profile, position } = identity;
        let plan = loading::effective_plan(&company);
        let profile_keys = loading::profile_keys(state, &user, profile.as_ref()).await?;
        let permissions = profile_keys.iter().filter(|k| permissions::plan_allows(plan, k)).cloned().collect();
        let projects = loading::projects(state, &user).await?;
        Ok(Ctx {
            session_id,
            tenant: Tenant::new(company.id.into()),
            project_ids: projects.iter().map(|p| p.id).collect(),
            projects,
            locale,
            client,
            user,
            company,
            profile,
            position,
            plan,
            profile_keys,
            permissions,
            project: None,
        })
    }

    pub fn user_id(&self) -> UserId {
        UserId(self.user.id)
    }

    pub fn can(&self, key: &str) -> bool {
        self.permissions.contains(key)
    }

    /// 403 'Sin permisos para realizar esta acción' unless the key is held.
    pub fn require(&self, key: &str) -> ApiResult<()> {
        if self.can(key) { Ok(()) } else { Err(ApiError::forbidden()) }
    }

    pub fn require_any(&self, keys: &[&str]) -> ApiResult<()> {
        if keys.iter().any(|k| self.can(k)) { Ok(()) } else { Err(ApiError::forbidden()) }
    }

    /// 403 unless the user is the provider's staff: a super-admin holding the technical-insights key `ryr`.
    pub fn require_provider(&self) -> ApiResult<()> {
        if self.user.is_superadmin && self.can("ryr") { Ok(()) } else { Err(ApiError::forbidden()) }
    }

    /// The project if the user is assigned to it; 404 otherwise (foreign or unassigned projects do not exist).
    pub fn assigned_project(&self, id: ProjectId) -> ApiResult<ProjectId> {
        if self.project_ids.contains(&id.0) { Ok(id) } else { Err(ApiError::not_found()) }
    }

    /// The project named by `projectId` (already checked against the assignments); 422 'Este campo es
    /// obligatorio.' on `projectId` when the request names none.
    pub fn require_project(&self) -> ApiResult<uuid::Uuid> {
        self.project.map(|p| p.0).ok_or_else(|| ApiError::field("projectId", crate::i18n::Msg::new("validation.required")))
    }

    /// Re-reads the user's projects after a change in this request (e.g. setup created one).
    pub async fn reload_projects(&mut self, state: &AppState) -> ApiResult<()> {
        self.projects = loading::projects(state, &self.user).await?;
        self.project_ids = self.projects.iter().map(|p| p.id).collect();
        Ok(())
    }
}

/// Where a request comes from, for the audit log and throttling.
#[derive(Clone, Debug, Default)]
pub struct ClientInfo {
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

impl FromRequestParts<AppState> for ClientInfo {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let forwarded = state
            .config
            .trust_proxy
            .then(|| parts.headers.get("x-forwarded-for").and_then(|v| v.to_str().ok()))
            .flatten()
            .and_then(|v| v.split(',').next())
            .map(|v| v.trim().to_string());
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ci| ci.0.ip().to_string());
        let user_agent = parts.headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok()).map(String::from);
        Ok(Self { ip: forwarded.or(peer), user_agent })
    }
}

impl FromRequestParts<AppState> for Ctx {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(ctx) = parts.extensions.get::<Ctx>() {
            return Ok(ctx.clone());
        }
        let token = crate::session::cookie_value(&parts.headers, crate::session::COOKIE).ok_or_else(ApiError::unauthenticated)?;
        let identity = identity::by_session(state, &sha256_hex(&token)).await?;
        let client = ClientInfo::from_request_parts(parts, state).await.unwrap_or_default();
        let mut ctx = Ctx::build(state, identity, Locale::from_headers(&parts.headers), client).await?;
        ctx.project = loading::project_param(parts, &ctx)?;
        parts.extensions.insert(ctx.clone());
        Ok(ctx)
    }
}
