//! Turns user rows into [`UserOut`]s with their position, profile, projects and whether they are signed in, in
//! four queries for a whole page.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use platform::{
    entities::{position, profile, project, session, user, user_project},
    tenant::{Scoped, Tenant},
    ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::dto::UserOut;
use crate::auth::me::NamedRef;

pub async fn many<C: ConnectionTrait>(db: &C, tenant: &Tenant, rows: Vec<user::Model>) -> ApiResult<Vec<UserOut>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Uuid> = rows.iter().map(|u| u.id).collect();
    let positions = names(position::Entity::scoped(tenant).select_only().columns([position::Column::Id, position::Column::Name]).into_tuple().all(db).await?);
    let profiles = names(profile::Entity::scoped(tenant).select_only().columns([profile::Column::Id, profile::Column::Name]).into_tuple().all(db).await?);
    let project_names = names(project::Entity::scoped(tenant).select_only().columns([project::Column::Id, project::Column::Name]).into_tuple().all(db).await?);
    let links: Vec<(Uuid, Uuid)> = user_project::Entity::scoped(tenant)
        .filter(user_project::Column::UserId.is_in(ids.clone()))
        .select_only()
        .columns([user_project::Column::UserId, user_project::Column::ProjectId])
        .into_tuple()
        .all(db)
        .await?;
    let mut projects: HashMap<Uuid, Vec<NamedRef>> = HashMap::new();
    for (user_id, project_id) in links {
        if let Some(p) = project_names.get(&project_id) {
            projects.entry(user_id).or_default().push(p.clone());
        }
    }
    let live: HashSet<Uuid> = session::Entity::find()
        .filter(session::Column::UserId.is_in(ids))
        .filter(session::Column::ExpiresAt.gt(Utc::now()))
        .select_only()
        .column(session::Column::UserId)
        .into_tuple::<Uuid>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    Ok(rows
        .into_iter()
        .map(|u| {
            let mut own = projects.remove(&u.id).unwrap_or_default();
            own.sort_by_key(|p| p.name.to_lowercase());
            UserOut {
                position: u.position_id.and_then(|id| positions.get(&id).cloned()),
                profile: u.profile_id.and_then(|id| profiles.get(&id).cloned()),
                projects: own,
                in_session: live.contains(&u.id),
                id: u.id,
                first_name: u.first_name,
                last_name: u.last_name,
                username: u.username,
                email: u.email,
                enabled: u.enabled,
                locale: u.locale,
                email_verified: u.email_verified_at.is_some(),
                has_signature: u.signature_key.is_some(),
                signature_verified: u.signature_verified,
                last_login_at: u.last_login_at,
                created_at: u.created_at,
                version: u.version,
            }
        })
        .collect())
}

pub async fn one<C: ConnectionTrait>(db: &C, tenant: &Tenant, row: user::Model) -> ApiResult<UserOut> {
    Ok(many(db, tenant, vec![row]).await?.remove(0))
}

fn names(rows: Vec<(Uuid, String)>) -> HashMap<Uuid, NamedRef> {
    rows.into_iter().map(|(id, name)| (id, NamedRef { id, name })).collect()
}

/// A user of the company, or 404.
pub async fn find<C: ConnectionTrait>(db: &C, tenant: &Tenant, id: Uuid) -> ApiResult<user::Model> {
    user::Entity::scoped(tenant).filter(user::Column::Id.eq(id)).one(db).await?.ok_or_else(platform::ApiError::not_found)
}
