//! `GET /api/user-limits`: the caps and active users of the company, its groups and projects, with the open
//! request for more users; `PUT /api/admin/companies/{id}/user-limits`: the provider sets the caps.

use std::collections::HashMap;

use axum::{extract::State, Json};
use platform::{
    audit,
    context::Ctx,
    entities::{activation_request, company, project, project_group},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    tenant::{Scoped, Tenant},
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use serde_json::json;
use uuid::Uuid;

use super::{limits, policy};
use crate::activation::{ActivationRequestOut, Kind, Status};

#[derive(Serialize, utoipa::ToSchema)]
pub struct LimitOut {
    /// None: no cap.
    pub max: Option<i32>,
    pub active: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ScopeLimitOut {
    pub id: Uuid,
    pub name: String,
    pub max: Option<i32>,
    pub active: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct UserLimitsOut {
    pub company: LimitOut,
    pub groups: Vec<ScopeLimitOut>,
    pub projects: Vec<ScopeLimitOut>,
    /// The latest request for more users that the provider has not enabled yet.
    pub open_request: Option<ActivationRequestOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ScopeMaxIn {
    pub id: Uuid,
    /// None removes the cap.
    pub max: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UserLimitsIn {
    /// None removes the company's cap.
    pub company: Option<i32>,
    #[serde(default)]
    pub groups: Vec<ScopeMaxIn>,
    #[serde(default)]
    pub projects: Vec<ScopeMaxIn>,
}

/// The company's user limits and how many active users each scope holds.
#[utoipa::path(get, operation_id = "get_user_limits", path = "/user-limits", tag = "config", responses((status = 200, body = One<UserLimitsOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<UserLimitsOut>>> {
    policy::can_manage(&ctx)?;
    Ok(Json(One::new(overview(&state, &ctx.tenant).await?)))
}

async fn overview(state: &AppState, tenant: &Tenant) -> ApiResult<UserLimitsOut> {
    let db = &state.db;
    let company = company::Entity::find_by_id(tenant.uuid()).one(db).await?.ok_or_else(ApiError::not_found)?;
    let per_project = limits::active_per_project(db, tenant).await?;
    let projects = project::Entity::scoped(tenant).order_by_asc(project::Column::Name).all(db).await?;
    let mut members: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    for p in &projects {
        if let Some(g) = p.group_id {
            members.entry(g).or_default().push(p.id);
        }
    }
    let mut groups = Vec::new();
    for g in project_group::Entity::scoped(tenant).order_by_asc(project_group::Column::Name).all(db).await? {
        let active = limits::active_in_projects(db, tenant, members.remove(&g.id).unwrap_or_default()).await?;
        groups.push(ScopeLimitOut { id: g.id, name: g.name, max: g.max_users, active });
    }
    let open_request = activation_request::Entity::scoped(tenant)
        .filter(activation_request::Column::Kind.eq(Kind::Users.as_str()))
        .filter(activation_request::Column::Status.ne(Status::Enabled.as_str()))
        .order_by_desc(activation_request::Column::CreatedAt)
        .one(db)
        .await?
        .map(ActivationRequestOut::from);
    Ok(UserLimitsOut {
        company: LimitOut { max: company.max_users, active: limits::active_in_company(db, tenant).await? },
        groups,
        projects: projects.into_iter().map(|p| ScopeLimitOut { active: per_project.get(&p.id).copied().unwrap_or(0), id: p.id, name: p.name, max: p.max_users }).collect(),
        open_request,
    })
}

/// The provider sets a company's caps (each from 1 to 100000, or none).
#[utoipa::path(put, operation_id = "set_user_limits", path = "/admin/companies/{id}/user-limits", tag = "config", params(("id" = Uuid, Path)), request_body = UserLimitsIn, responses((status = 200, body = One<UserLimitsOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn set(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<UserLimitsIn>) -> ApiResult<Json<One<UserLimitsOut>>> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    for (field, max) in std::iter::once(("company", input.company)).chain(input.groups.iter().map(|g| ("groups", g.max))).chain(input.projects.iter().map(|p| ("projects", p.max))) {
        if let Some(max) = max {
            v.range(field, max as f64, 1.0, 100_000.0);
        }
    }
    v.finish()?;
    let tenant = Tenant::system(platform::ids::CompanyId(id));
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let company = company::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    company::Entity::update(company::ActiveModel { id: Set(company.id), max_users: Set(input.company), ..Default::default() }).exec(&txn).await?;
    for g in &input.groups {
        let res = project_group::Entity::update_many().set(project_group::ActiveModel { max_users: Set(g.max), ..Default::default() }).filter(project_group::Column::CompanyId.eq(id)).filter(project_group::Column::Id.eq(g.id)).exec(&txn).await?;
        if res.rows_affected == 0 {
            return Err(ApiError::field("groups", Msg::new("validation.one_of")));
        }
    }
    for p in &input.projects {
        let res = project::Entity::update_many().set(project::ActiveModel { max_users: Set(p.max), ..Default::default() }).filter(project::Column::CompanyId.eq(id)).filter(project::Column::Id.eq(p.id)).exec(&txn).await?;
        if res.rows_affected == 0 {
            return Err(ApiError::field("projects", Msg::new("validation.one_of")));
        }
    }
    audit::record(&txn, audit::Entry { company_id: Some(id), user_id: Some(ctx.user.id), action: "user_limits.set", entity: "company", entity_id: Some(id), after: Some(json!({"company": input.company, "groups": input.groups.iter().map(|g| json!({"id": g.id, "max": g.max})).collect::<Vec<_>>(), "projects": input.projects.iter().map(|p| json!({"id": p.id, "max": p.max})).collect::<Vec<_>>()})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(overview(&state, &tenant).await?)))
}
