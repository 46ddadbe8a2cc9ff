//! `GET /api/me`: the user, company, plan, locale, projects and effective permission keys. The SPA calls it before
//! any authenticated route and caches it without expiry.

use axum::{extract::State, Json};
use chrono::{DateTime, Utc};
use platform::{
    context::Ctx,
    envelope::One,
    i18n::Locale,
    permissions::{self, Access, Plan},
    ApiResult, AppState,
};
use serde::Serialize;
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct MeOut {
    pub user: MeUser,
    pub company: MeCompany,
    pub locale: Locale,
    /// Effective permission keys (profile gated by plan).
    pub permissions: Vec<String>,
    pub active_project_id: Option<Uuid>,
    pub projects: Vec<NamedRef>,
    pub modules: Vec<ModuleAccess>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MeUser {
    pub id: Uuid,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub email: Option<String>,
    pub locale: Locale,
    pub email_verified: bool,
    pub is_superadmin: bool,
    pub position: Option<NamedRef>,
    pub profile: Option<NamedRef>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MeCompany {
    pub id: Uuid,
    pub name: String,
    pub country: String,
    /// The contracted plan.
    pub plan: Plan,
    /// The plan in force (a finished trial is free).
    pub effective_plan: Plan,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub setup_completed: bool,
}

#[derive(Serialize, utoipa::ToSchema, Clone)]
pub struct NamedRef {
    pub id: Uuid,
    pub name: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ModuleAccess {
    pub module: permissions::Module,
    /// The first permission key that opens the module.
    pub permission: &'static str,
    pub access: Access,
}

/// The signed-in user, company, plan, locale, projects, permissions and module access.
#[utoipa::path(get, operation_id = "get_me", path = "/me", tag = "auth", responses((status = 200, body = One<MeOut>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn me(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<MeOut>>> {
    Ok(Json(One::new(build(&state, &ctx).await?)))
}

pub async fn build(_state: &AppState, ctx: &Ctx) -> ApiResult<MeOut> {
    let projects: Vec<NamedRef> = ctx.projects.iter().map(|p| NamedRef { id: p.id, name: p.name.clone() }).collect();
    let position = ctx.position.as_ref().map(|p| NamedRef { id: p.id, name: p.name.clone() });
    let profile = ctx.profile.as_ref().map(|p| NamedRef { id: p.id, name: p.name.clone() });
    let active = ctx.user.active_project_id.filter(|id| ctx.project_ids.contains(id)).or_else(|| projects.first().map(|p| p.id));
    let user = &ctx.user;
    Ok(MeOut {
        user: MeUser {
            id: user.id,
            username: user.username.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            email: user.email.clone(),
            locale: Locale::parse(&user.locale),
            email_verified: user.email_verified_at.is_some(),
            is_superadmin: user.is_superadmin,
            position,
            profile,
        },
        company: MeCompany {
            id: ctx.company.id,
            name: ctx.company.name.clone(),
            country: ctx.company.country.clone(),
            plan: Plan::parse(&ctx.company.plan),
            effective_plan: ctx.plan,
            trial_ends_at: ctx.company.trial_ends_at,
            setup_completed: ctx.company.setup_completed_at.is_some(),
        },
        locale: Locale::parse(&user.locale),
        permissions: ctx.permissions.iter().cloned().collect(),
        active_project_id: active,
        projects,
        modules: permissions::MODULES
            .iter()
                .map(|(module, keys)| ModuleAccess { module: *module, permission: keys[0], access: permissions::module_access(&ctx.profile_keys, ctx.plan, keys) })
            .collect(),
    })
}
