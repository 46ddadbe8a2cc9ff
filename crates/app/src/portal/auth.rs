//! The owner behind a call: the bearer token's session, the account, its company and its units. A token that
//! is unknown, expired or idle too long is a 401.

use axum::{
    extract::FromRequestParts,
    http::{header, request::Parts},
};
use chrono::{Duration, Utc};
use platform::{
    context::{ClientInfo, Ctx, OwnerIdentity, ProjectRef},
    entities::{company, project},
    i18n::Locale,
    security::sha256_hex,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::entity::session;
use crate::warranties::entity::{owner, owner_account, unit};

/// A session lasts 30 days, and ends after 7 days without use.
pub const ABSOLUTE_DAYS: i64 = 30;
pub const IDLE_DAYS: i64 = 7;

/// The signed-in owner, with a context acting for them.
pub struct Owner {
    pub ctx: Ctx,
    pub account: owner_account::Model,
    /// Their units (an owner of the unit has the account's e-mail), by name.
    pub units: Vec<unit::Model>,
    pub session_id: String,
}

impl Owner {
    /// One of the owner's units; 404 otherwise.
    pub fn unit(&self, id: Uuid) -> ApiResult<&unit::Model> {
        self.units.iter().find(|u| u.id == id).ok_or_else(ApiError::not_found)
    }

    /// Builds the owner of an account (sign-in, the link, or the session of a call).
    pub async fn load<C: ConnectionTrait>(db: &C, account: owner_account::Model, session_id: String, locale: Locale, client: ClientInfo) -> ApiResult<Self> {
        let company = company::Entity::find_by_id(account.company_id).one(db).await?.ok_or_else(ApiError::unauthenticated)?;
        if company.blocked {
            return Err(ApiError::unauthenticated());
        }
        let units = units_of(db, &account).await?;
        let mut ids: Vec<Uuid> = units.iter().map(|u| u.project_id).collect();
        ids.sort();
        ids.dedup();
        let projects = project::Entity::find().filter(project::Column::Id.is_in(ids)).filter(project::Column::CompanyId.eq(company.id)).order_by_asc(project::Column::Name).all(db).await?;
        let projects = projects.into_iter().map(|p| ProjectRef { id: p.id, name: p.name }).collect();
        let identity = OwnerIdentity { id: account.id, name: account.name.clone(), email: account.email.clone(), company, projects };
        Ok(Self { ctx: Ctx::for_owner(identity, locale, client), account, units, session_id })
    }
}

/// The units whose owners (role owner) list the account's e-mail, in the account's company.
pub async fn units_of<C: ConnectionTrait>(db: &C, account: &owner_account::Model) -> ApiResult<Vec<unit::Model>> {
    let ids: Vec<Uuid> = owner::Entity::find()
        .filter(owner::Column::CompanyId.eq(account.company_id))
        .filter(owner::Column::Email.eq(account.email.clone()))
        .filter(owner::Column::Role.eq("owner"))
        .all(db)
        .await?
        .into_iter()
        .map(|o| o.unit_id)
        .collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(unit::Entity::find().filter(unit::Column::CompanyId.eq(account.company_id)).filter(unit::Column::Id.is_in(ids)).order_by_asc(unit::Column::SortKey).all(db).await?)
}

fn bearer(parts: &Parts) -> Option<String> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    (token.len() >= 20 && token.len() <= 200).then(|| token.to_string())
}

impl FromRequestParts<AppState> for Owner {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(ApiError::unauthenticated)?;
        let id = sha256_hex(&token);
        let now = Utc::now();
        let row = session::Entity::find_by_id(id.clone()).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
        if row.expires_at <= now || row.last_seen_at + Duration::days(IDLE_DAYS) <= now {
            session::Entity::delete_by_id(id).exec(&state.db).await?;
            return Err(ApiError::unauthenticated());
        }
        if row.last_seen_at + Duration::minutes(5) <= now {
            session::Entity::update_many().col_expr(session::Column::LastSeenAt, sea_orm::sea_query::Expr::value(now)).filter(session::Column::Id.eq(id.clone())).exec(&state.db).await?;
        }
        let account = owner_account::Entity::find_by_id(row.owner_id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
        let client = ClientInfo::from_request_parts(parts, state).await.unwrap_or_default();
        Owner::load(&state.db, account, id, Locale::from_headers(&parts.headers), client).await
    }
}
