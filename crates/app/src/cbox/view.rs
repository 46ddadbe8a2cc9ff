//! Items as the SPA sees them: owner names, whether shared, and the caller's rights.

use std::collections::{HashMap, HashSet};

use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{
    access::{self, Grant},
    dto::CboxItemOut,
    entity::{cbox_item, cbox_share},
    rules,
};
pub use crate::auth::names::{named, user_names};

/// Items with the grant each one carries for the caller.
pub async fn many<C: ConnectionTrait>(db: &C, ctx: &Ctx, items: Vec<(cbox_item::Model, Grant)>) -> ApiResult<Vec<CboxItemOut>> {
    let names = user_names(db, ctx, items.iter().map(|(i, _)| i.owner_id)).await?;
    let ids: Vec<Uuid> = items.iter().map(|(i, _)| i.id).collect();
    let shared: HashSet<Uuid> = if ids.is_empty() {
        HashSet::new()
    } else {
        cbox_share::Entity::scoped(&ctx.tenant)
            .select_only()
            .column(cbox_share::Column::ItemId)
            .filter(cbox_share::Column::ItemId.is_in(ids))
            .into_tuple::<Uuid>()
            .all(db)
            .await?
            .into_iter()
            .collect()
    };
    Ok(items.into_iter().map(|(item, grant)| out(ctx, item, grant, &names, &shared)).collect())
}

pub async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, item: cbox_item::Model, grant: Grant) -> ApiResult<CboxItemOut> {
    let mut list = many(db, ctx, vec![(item, grant)]).await?;
    list.pop().ok_or_else(access::not_found)
}

fn out(ctx: &Ctx, item: cbox_item::Model, grant: Grant, names: &HashMap<Uuid, String>, shared: &HashSet<Uuid>) -> CboxItemOut {
    CboxItemOut {
        previewable: !item.is_folder() && rules::previewable(item.extension.as_deref()),
        owner: named(names, item.owner_id),
        shared: shared.contains(&item.id),
        rights: access::rights(ctx, grant),
        id: item.id,
        kind: item.kind,
        name: item.name,
        parent_id: item.parent_id,
        project_id: item.project_id,
        size: item.size,
        mime: item.mime,
        extension: item.extension,
        created_at: item.created_at,
        updated_at: item.updated_at,
        deleted_at: item.deleted_at,
    }
}
