//! Users as other screens name them: `{id, name}` ("First Last"), read for many ids at once within the tenant.

use std::collections::{HashMap, HashSet};

use platform::{context::Ctx, entities::user, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use uuid::Uuid;

use super::me::NamedRef;

/// Names of users by id ("First Last").
pub async fn user_names<C: ConnectionTrait>(db: &C, ctx: &Ctx, ids: impl IntoIterator<Item = Uuid>) -> ApiResult<HashMap<Uuid, String>> {
    let ids: HashSet<Uuid> = ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let users = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids)).all(db).await?;
    Ok(users.into_iter().map(|u| (u.id, u.full_name())).collect())
}

pub fn named(names: &HashMap<Uuid, String>, id: Uuid) -> NamedRef {
    NamedRef { id, name: names.get(&id).cloned().unwrap_or_default() }
}
