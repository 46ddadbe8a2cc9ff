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
    /// Set when an owner of the owners' portal acts (their `owner_accounts` id): `user` is then a stand-in carrying
    /// the owner's name and company, never stored; writes record no user ([`Ctx::actor`]) and no permission is held.
    pub owner: Option<Uuid>,
    /// Set when the request came with an API key (its id): the key's user acts, within the key's scopes.
    pub api_key: Option<Uuid>,
}

/// Who an owner of the portal is, for [`Ctx::for_owner`].
pub struct OwnerIdentity {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub company: company::Model,
    /// The projects of the owner's units.
    pub projects: Vec<ProjectRef>,
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
            owner: None,
            api_key: None,
        })
    }

    /// The context of an owner signed in to the owners' portal: the company's tenant, the projects of their units,
    /// no permission. Only the portal's handlers build it; they check ownership of every object themselves.
    pub fn for_owner(owner: OwnerIdentity, locale: Locale, client: ClientInfo) -> Self {
        let now = chrono::Utc::now();
        let user = user::Model {
            id: owner.id,
            company_id: owner.company.id,
            first_name: owner.name,
            last_name: String::new(),
            username: owner.email.clone(),
            email: Some(owner.email),
            position_id: None,
            profile_id: None,
            password_hash: String::new(),
            signature_key: None,
            enabled: true,
            email_verified_at: None,
            signature_verified: false,
            locale: locale.as_str().to_string(),
            is_superadmin: false,
            active_project_id: None,
            last_login_at: None,
            created_at: now,
            updated_at: now,
            version: 1,
        };
        Ctx {
            session_id: String::new(),
            tenant: Tenant::new(owner.company.id.into()),
            plan: loading::effective_plan(&owner.company),
            project_ids: owner.projects.iter().map(|p| p.id).collect(),
            projects: owner.projects,
            locale,
            client,
            user,
            company: owner.company,
            profile: None,
            position: None,
            profile_keys: BTreeSet::new(),
            permissions: BTreeSet::new(),
            project: None,
            owner: Some(owner.id),
            api_key: None,
        }
    }

    /// The user to record as the author of a write: none when an owner of the portal acts.
    pub fn actor(&self) -> Option<Uuid> {
        if self.owner.is_some() { None } else { Some(self.user.id) }
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
        let client = ClientInfo::from_request_parts(parts, state).await.unwrap_or_default();
        let locale = Locale::from_headers(&parts.headers);
        let mut ctx = if let Some(key) = crate::api_keys::bearer(&parts.headers) {
            let write = !matches!(parts.method, axum::http::Method::GET | axum::http::Method::HEAD | axum::http::Method::OPTIONS);
            let (identity, key_id) = identity::by_api_key(state, &crate::api_keys::hash(key), write).await?;
            let mut ctx = Ctx::build(state, identity, locale, client).await?;
            ctx.api_key = Some(key_id);
            ctx
        } else {
            let token = crate::session::cookie_value(&parts.headers, crate::session::COOKIE).ok_or_else(ApiError::unauthenticated)?;
            let identity = identity::by_session(state, &sha256_hex(&token)).await?;
            Ctx::build(state, identity, locale, client).await?
        };
        ctx.project = loading::project_param(parts, &ctx)?;
        record_usage(state, parts, &ctx);
        parts.extensions.insert(ctx.clone());
        Ok(ctx)
    }
}

/// One usage event per authenticated request (issue 19): the module from the path, the action from the method;
/// requests with an API key count as the `api` module.
fn record_usage(state: &AppState, parts: &Parts, ctx: &Ctx) {
    tracing::Span::current().record("company_id", tracing::field::display(ctx.company.id));
    let module = if ctx.api_key.is_some() { "api".to_string() } else { crate::usage::module_of(parts.uri.path()) };
    state.usage.record(crate::usage::Event {
        company_id: ctx.company.id,
        user_id: ctx.user.id,
        project_id: ctx.project.map(|p| p.0),
        session: sha256_hex(&ctx.session_id)[..16].to_string(),
        module,
        action: crate::usage::action_of(&parts.method),
        at: chrono::Utc::now(),
    });
}
