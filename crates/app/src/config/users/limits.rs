//! User limits (SPEC §6, §8): a company, a project group and a project may each cap their active users. A change
//! that takes a capped scope over its cap is refused with 'O limite de usuários ativos foi atingido', which the SPA
//! answers with an offer to request more users. Checks run inside the caller's transaction after its writes, so a
//! refusal rolls everything back.

use std::collections::{BTreeSet, HashMap};

use axum::http::StatusCode;
use platform::{
    entities::{company, project, project_group, user, user_project},
    i18n::Msg,
    tenant::{Scoped, Tenant},
    ApiError, ApiResult,
};
use sea_orm::{sea_query::Query, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

/// What a change may have made larger: the company's active users and the projects that gained active users.
#[derive(Default)]
pub struct Touched {
    pub company: bool,
    pub projects: BTreeSet<Uuid>,
}

/// The stable error code the SPA recognises to offer a request for more users.
pub const CODE: &str = "user_limit";

fn reached(detail: Msg) -> ApiError {
    let mut e = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, CODE, "users.limit_reached");
    e.detail = Some(detail);
    e
}

/// Refuses when a touched scope now holds more active users than its cap.
pub async fn ensure<C: ConnectionTrait>(db: &C, tenant: &Tenant, touched: &Touched) -> ApiResult<()> {
    if touched.company {
        let company = company::Entity::find_by_id(tenant.uuid()).one(db).await?.ok_or_else(ApiError::not_found)?;
        if let Some(max) = company.max_users {
            let active = active_in_company(db, tenant).await?;
            if active > max as u64 {
                return Err(reached(Msg::new("users.limit_company").arg("max", max)));
            }
        }
    }
    if touched.projects.is_empty() {
        return Ok(());
    }
    let projects = project::Entity::scoped(tenant).filter(project::Column::Id.is_in(touched.projects.clone())).all(db).await?;
    for p in projects.iter().filter(|p| p.max_users.is_some()) {
        let active = active_in_projects(db, tenant, vec![p.id]).await?;
        let max = p.max_users.unwrap_or_default();
        if active > max as u64 {
            return Err(reached(Msg::new("users.limit_project").arg("name", &p.name).arg("max", max)));
        }
    }
    let group_ids: BTreeSet<Uuid> = projects.iter().filter_map(|p| p.group_id).collect();
    if group_ids.is_empty() {
        return Ok(());
    }
    let groups = project_group::Entity::scoped(tenant).filter(project_group::Column::Id.is_in(group_ids)).filter(project_group::Column::MaxUsers.is_not_null()).all(db).await?;
    for g in groups {
        let members: Vec<Uuid> = project::Entity::scoped(tenant).filter(project::Column::GroupId.eq(g.id)).select_only().column(project::Column::Id).into_tuple().all(db).await?;
        let active = active_in_projects(db, tenant, members).await?;
        let max = g.max_users.unwrap_or_default();
        if active > max as u64 {
            return Err(reached(Msg::new("users.limit_group").arg("name", &g.name).arg("max", max)));
        }
    }
    Ok(())
}

pub async fn active_in_company<C: ConnectionTrait>(db: &C, tenant: &Tenant) -> ApiResult<u64> {
    Ok(user::Entity::scoped(tenant).filter(user::Column::Enabled.eq(true)).count(db).await?)
}

/// Distinct enabled users assigned to any of `projects`.
pub async fn active_in_projects<C: ConnectionTrait>(db: &C, tenant: &Tenant, projects: Vec<Uuid>) -> ApiResult<u64> {
    let enabled = Query::select().column(user::Column::Id).from(user::Entity).and_where(user::Column::CompanyId.eq(tenant.uuid())).and_where(user::Column::Enabled.eq(true)).to_owned();
    let users: Vec<Uuid> = user_project::Entity::scoped(tenant)
        .filter(user_project::Column::ProjectId.is_in(projects))
        .filter(user_project::Column::UserId.in_subquery(enabled))
        .select_only()
        .column(user_project::Column::UserId)
        .distinct()
        .into_tuple()
        .all(db)
        .await?;
    Ok(users.len() as u64)
}

/// project id → its enabled users, for every project of the company.
pub async fn active_per_project<C: ConnectionTrait>(db: &C, tenant: &Tenant) -> ApiResult<HashMap<Uuid, u64>> {
    let enabled = Query::select().column(user::Column::Id).from(user::Entity).and_where(user::Column::CompanyId.eq(tenant.uuid())).and_where(user::Column::Enabled.eq(true)).to_owned();
    let rows: Vec<(Uuid, i64)> = user_project::Entity::scoped(tenant)
        .filter(user_project::Column::UserId.in_subquery(enabled))
        .select_only()
        .column(user_project::Column::ProjectId)
        .column_as(user_project::Column::UserId.count(), "n")
        .group_by(user_project::Column::ProjectId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, n)| (id, n as u64)).collect())
}
