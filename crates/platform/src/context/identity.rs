//! The joined identity read: session, user, company, profile and position in one query.

use chrono::Utc;
use sea_orm::{
    sea_query::ExprTrait,
    sea_query::{Alias, Expr, Query, SelectStatement},
    ConnectionTrait, EntityTrait, FromQueryResult, Iterable, Set,
};

use super::{Identity, ProjectRef};
use crate::{
    entities::{api_key, company, position, profile, session, user},
    error::{ApiError, ApiResult},
    state::AppState,
};

fn columns<E: EntityTrait>(q: &mut SelectStatement, entity: E, prefix: &str) {
    for column in E::Column::iter() {
        let name = sea_orm::IdenStatic::as_str(&column);
        q.expr_as(Expr::col((entity, column)), Alias::new(format!("{prefix}{name}")));
    }
}

/// user ⋈ company ⟕ profile ⟕ position, filtered by the caller.
fn base() -> SelectStatement {
    let mut q = Query::select();
    q.from(user::Entity);
    columns(&mut q, user::Entity, "u_");
    columns(&mut q, company::Entity, "c_");
    columns(&mut q, profile::Entity, "p_");
    q.expr_as(Expr::col((position::Entity, position::Column::Id)), Alias::new("pos_id"));
    q.expr_as(Expr::col((position::Entity, position::Column::Name)), Alias::new("pos_name"));
    q.inner_join(company::Entity, Expr::col((company::Entity, company::Column::Id)).equals((user::Entity, user::Column::CompanyId)));
    // The profile and position must be the company's own: a stray id of another tenant reads as none.
    q.left_join(
        profile::Entity,
        Expr::col((profile::Entity, profile::Column::Id))
            .equals((user::Entity, user::Column::ProfileId))
            .and(Expr::col((profile::Entity, profile::Column::CompanyId)).equals((user::Entity, user::Column::CompanyId))),
    );
    q.left_join(
        position::Entity,
        Expr::col((position::Entity, position::Column::Id))
            .equals((user::Entity, user::Column::PositionId))
            .and(Expr::col((position::Entity, position::Column::CompanyId)).equals((user::Entity, user::Column::CompanyId))),
    );
    q
}

fn read(row: &sea_orm::QueryResult, session_id: String) -> ApiResult<Identity> {
    let position = match (row.try_get::<Option<uuid::Uuid>>("", "pos_id")?, row.try_get::<Option<String>>("", "pos_name")?) {
        (Some(id), Some(name)) => Some(ProjectRef { id, name }),
        _ => None,
    };
    Ok(Identity {
        session_id,
        user: user::Model::from_query_result(row, "u_")?,
        company: company::Model::from_query_result(row, "c_")?,
        profile: profile::Model::from_query_result_optional(row, "p_")?,
        position,
    })
}

/// The identity behind a live session. A session that idled out or passed its absolute end is deleted; so is one
/// whose user was disabled or whose company was blocked. `last_seen_at` is refreshed at most once a minute.
pub(super) async fn by_session(state: &AppState, id: &str) -> ApiResult<Identity> {
    let mut q = base();
    columns(&mut q, session::Entity, "s_");
    q.inner_join(session::Entity, Expr::col((session::Entity, session::Column::UserId)).equals((user::Entity, user::Column::Id)));
    q.and_where(Expr::col((session::Entity, session::Column::Id)).eq(id));
    let row = state.db.query_one(&q).await?.ok_or_else(ApiError::unauthenticated)?;
    let session = session::Model::from_query_result(&row, "s_")?;
    let identity = read(&row, session.id.clone())?;
    let now = Utc::now();
    let idle = chrono::Duration::from_std(state.config.session_idle).unwrap_or(chrono::Duration::hours(8));
    let ended = session.expires_at <= now || session.last_seen_at + idle <= now;
    let barred = !identity.user.enabled || identity.company.blocked || session.company_id != identity.user.company_id;
    if ended || barred {
        session::Entity::delete_by_id(session.id).exec(&state.db).await?;
        return Err(ApiError::unauthenticated());
    }
    if now - session.last_seen_at > chrono::Duration::seconds(60) {
        let touch = session::ActiveModel { id: Set(session.id), last_seen_at: Set(now), ..Default::default() };
        session::Entity::update(touch).exec(&state.db).await?;
    }
    Ok(identity)
}

/// The identity behind an API key, and the key's id. A revoked or expired key, a disabled user or a blocked
/// company is 401; a key without the `write` scope used for a change is 403. `last_used_at` is refreshed at most
/// once a minute.
pub(super) async fn by_api_key(state: &AppState, hash: &str, write: bool) -> ApiResult<(Identity, uuid::Uuid)> {
    let mut q = base();
    columns(&mut q, api_key::Entity, "k_");
    q.inner_join(api_key::Entity, Expr::col((api_key::Entity, api_key::Column::UserId)).equals((user::Entity, user::Column::Id)));
    q.and_where(Expr::col((api_key::Entity, api_key::Column::TokenHash)).eq(hash));
    let row = state.db.query_one(&q).await?.ok_or_else(ApiError::unauthenticated)?;
    let key = api_key::Model::from_query_result(&row, "k_")?;
    let identity = read(&row, String::new())?;
    let now = Utc::now();
    let dead = key.revoked_at.is_some() || key.expires_at.is_some_and(|at| at <= now);
    if dead || !identity.user.enabled || identity.company.blocked || key.company_id != identity.user.company_id {
        return Err(ApiError::unauthenticated());
    }
    if write && !key.scopes.split(',').any(|s| s == "write") {
        return Err(ApiError::forbidden());
    }
    if key.last_used_at.is_none_or(|at| now - at > chrono::Duration::seconds(60)) {
        let touch = api_key::ActiveModel { id: Set(key.id), last_used_at: Set(Some(now)), ..Default::default() };
        api_key::Entity::update(touch).exec(&state.db).await?;
    }
    Ok((identity, key.id))
}

/// The identity of a user who just signed in.
pub(super) async fn by_user(state: &AppState, session_id: String, user: user::Model) -> ApiResult<Identity> {
    let mut q = base();
    q.and_where(Expr::col((user::Entity, user::Column::Id)).eq(user.id));
    let row = state.db.query_one(&q).await?.ok_or_else(ApiError::unauthenticated)?;
    read(&row, session_id)
}
