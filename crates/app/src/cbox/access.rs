//! Who may do what with an item (SPEC §6 Cbox sharing). A user's grant on an item is the union, over the item and
//! every folder above it, of: owning it (everything) and a share to them (its rights). Company administrators hold
//! everything. The profile then gates two actions: sharing needs `cbox.share`, deleting needs `cbox.delete` (on top
//! of the edit right, which includes delete). Items a user holds nothing on do not exist for them (404).

use std::collections::HashMap;

use platform::{context::Ctx, tenant::Scoped, ApiError, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use uuid::Uuid;

use super::{
    dto::Rights,
    entity::{cbox_item, cbox_share},
};

/// What a user holds on an item before the profile gates apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grant {
    pub view: bool,
    pub download: bool,
    pub edit: bool,
    pub share: bool,
}

impl Grant {
    pub const ALL: Grant = Grant { view: true, download: true, edit: true, share: true };

    pub fn union(self, other: Grant) -> Grant {
        Grant { view: self.view || other.view, download: self.download || other.download, edit: self.edit || other.edit, share: self.share || other.share }
    }

    pub fn from_share(share: &cbox_share::Model) -> Grant {
        Grant { view: true, download: share.can_download, edit: share.can_edit, share: share.can_share }
    }
}

pub fn is_admin(ctx: &Ctx) -> bool {
    ctx.profile.as_ref().is_some_and(|p| p.is_admin)
}

/// The rights shown to the user and enforced by every handler.
pub fn rights(ctx: &Ctx, grant: Grant) -> Rights {
    Rights { download: grant.download, edit: grant.edit, share: grant.share && ctx.can("cbox.share"), delete: grant.edit && ctx.can("cbox.delete") }
}

/// What owning (or administering) gives on one item, ignoring the folders above it.
pub fn own(ctx: &Ctx, item: &cbox_item::Model) -> Grant {
    if is_admin(ctx) || item.owner_id == ctx.user.id { Grant::ALL } else { Grant::default() }
}

/// Grants of many items at once: the user's shares are read once and each folder's grant is worked out once.
pub struct Resolver<'a> {
    ctx: &'a Ctx,
    shares: HashMap<Uuid, Grant>,
    folders: HashMap<Uuid, Grant>,
}

impl<'a> Resolver<'a> {
    pub async fn new<C: ConnectionTrait>(db: &C, ctx: &'a Ctx) -> ApiResult<Resolver<'a>> {
        let rows = cbox_share::Entity::scoped(&ctx.tenant).filter(cbox_share::Column::UserId.eq(ctx.user.id)).all(db).await?;
        let shares = rows.iter().map(|s| (s.item_id, Grant::from_share(s))).collect();
        Ok(Resolver { ctx, shares, folders: HashMap::new() })
    }

    /// What the user holds on the item itself, before inheritance.
    pub fn direct(&self, item: &cbox_item::Model) -> Grant {
        own(self.ctx, item).union(self.shares.get(&item.id).copied().unwrap_or_default())
    }

    /// Ids of the items shared directly with the user.
    pub fn shared_ids(&self) -> Vec<Uuid> {
        self.shares.keys().copied().collect()
    }

    pub async fn grant<C: ConnectionTrait>(&mut self, db: &C, item: &cbox_item::Model) -> ApiResult<Grant> {
        let inherited = match item.parent_id {
            Some(parent) => self.folder(db, parent).await?,
            None => Grant::default(),
        };
        Ok(self.direct(item).union(inherited))
    }

    /// A folder's grant, climbing to the first folder already known (or the root) and caching on the way down.
    pub async fn folder<C: ConnectionTrait>(&mut self, db: &C, id: Uuid) -> ApiResult<Grant> {
        let mut pending = Vec::new();
        let mut next = Some(id);
        let mut above = Grant::default();
        while let Some(current) = next {
            if let Some(known) = self.folders.get(&current) {
                above = *known;
                break;
            }
            if pending.len() > 256 {
                return Err(ApiError::internal(format!("cbox folder chain too deep at {current}")));
            }
            let Some(folder) = cbox_item::Entity::scoped(&self.ctx.tenant).filter(cbox_item::Column::Id.eq(current)).one(db).await? else { break };
            next = folder.parent_id;
            pending.push(folder);
        }
        for folder in pending.iter().rev() {
            above = above.union(self.direct(folder));
            self.folders.insert(folder.id, above);
        }
        Ok(self.folders.get(&id).copied().unwrap_or_default())
    }
}

/// The user's grant on an item, inherited from the folders above it.
pub async fn grant<C: ConnectionTrait>(db: &C, ctx: &Ctx, item: &cbox_item::Model) -> ApiResult<Grant> {
    Resolver::new(db, ctx).await?.grant(db, item).await
}

/// The item and the folders above it, nearest first.
pub async fn chain<C: ConnectionTrait>(db: &C, ctx: &Ctx, item: &cbox_item::Model) -> ApiResult<Vec<cbox_item::Model>> {
    let mut chain = vec![item.clone()];
    let mut parent = item.parent_id;
    while let Some(id) = parent {
        if chain.len() > 256 {
            return Err(ApiError::internal(format!("cbox folder chain too deep at {id}")));
        }
        let Some(folder) = cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::Id.eq(id)).one(db).await? else { break };
        parent = folder.parent_id;
        chain.push(folder);
    }
    Ok(chain)
}

/// A live item of one of the user's projects that the user can see, with their grant; 'Documento no encontrado'
/// (404) for anything else, another company's items included.
pub async fn load<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(cbox_item::Model, Grant)> {
    let (item, grant) = load_any(db, ctx, id).await?;
    if item.deleted_at.is_some() {
        return Err(not_found());
    }
    Ok((item, grant))
}

/// Like [`load`], trashed items included.
pub async fn load_any<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(cbox_item::Model, Grant)> {
    let item = cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::Id.eq(id)).one(db).await?.ok_or_else(not_found)?;
    if !ctx.project_ids.contains(&item.project_id) {
        return Err(not_found());
    }
    let grant = grant(db, ctx, &item).await?;
    if !grant.view {
        return Err(not_found());
    }
    Ok((item, grant))
}

pub fn not_found() -> ApiError {
    ApiError::new(axum::http::StatusCode::NOT_FOUND, "cbox.not_found", "cbox.not_found")
}

/// 403 'Sin permisos…' unless the check holds.
pub fn ensure(allowed: bool) -> ApiResult<()> {
    if allowed { Ok(()) } else { Err(ApiError::forbidden()) }
}
