//! The people of a project that tickets may name: enabled users of the company assigned to it.

use std::collections::HashSet;

use platform::{
    context::Ctx,
    entities::{user, user_project},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult,
};
use sea_orm::{sea_query::Query, ColumnTrait, ConnectionTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::auth::me::NamedRef;

pub async fn members<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<Vec<user::Model>> {
    let assigned = Query::select().column(user_project::Column::UserId).from(user_project::Entity).and_where(user_project::Column::ProjectId.eq(project)).to_owned();
    Ok(user::Entity::scoped(&ctx.tenant)
        .filter(user::Column::Enabled.eq(true))
        .filter(user::Column::Id.in_subquery(assigned))
        .order_by_asc(user::Column::FirstName)
        .order_by_asc(user::Column::LastName)
        .all(db)
        .await?)
}

pub async fn member_ids<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<HashSet<Uuid>> {
    Ok(members(db, ctx, project).await?.into_iter().map(|u| u.id).collect())
}

pub fn named(users: Vec<user::Model>) -> Vec<NamedRef> {
    users.into_iter().map(|u| NamedRef { name: u.full_name(), id: u.id }).collect()
}

/// 422 on `field` unless every id is a member.
pub fn check(members: &HashSet<Uuid>, field: &str, ids: &[Uuid]) -> ApiResult<()> {
    if ids.iter().all(|id| members.contains(id)) {
        Ok(())
    } else {
        Err(ApiError::field(field, Msg::new("ticket.user_not_member")))
    }
}
