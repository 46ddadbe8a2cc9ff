//! Moving items between folders (no cycles, same project) and sending them to the trash and back. Each request is
//! one transaction: all the items move, or none.

use std::collections::HashSet;

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, Set, TransactionTrait,
};
use serde_json::json;
use uuid::Uuid;

use super::{access, dto::*, entity::cbox_item, folders, policy, records, rules, trash};

const MAX_IDS: usize = 1000;

fn ids_of(ids: Vec<Uuid>) -> ApiResult<Vec<Uuid>> {
    let mut seen = HashSet::new();
    let ids: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    if ids.is_empty() {
        return Err(ApiError::field("ids", Msg::new("validation.min_items").arg("min", 1)));
    }
    if ids.len() > MAX_IDS {
        return Err(ApiError::field("ids", Msg::new("validation.max_items").arg("max", MAX_IDS)));
    }
    Ok(ids)
}

/// Moves items into a folder (or the project root) of the same project; all or none.
#[utoipa::path(post, operation_id = "move_cbox_items", path = "/cbox/items/move", tag = "cbox", request_body = MoveIn, responses((status = 200, body = One<MovedOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn move_items(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<MoveIn>) -> ApiResult<Json<One<MovedOut>>> {
    policy::can_open(&ctx)?;
    let ids = ids_of(input.ids)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut moved = 0;
    for id in ids {
        let (item, grant) = access::load(&txn, &ctx, id).await?;
        access::ensure(access::rights(&ctx, grant).edit)?;
        let (parent, _) = folders::destination(&txn, &ctx, item.project_id, input.parent_id).await?;
        if parent == item.parent_id {
            continue;
        }
        if let Some(target) = parent {
            let (folder, _) = access::load(&txn, &ctx, target).await?;
            if access::chain(&txn, &ctx, &folder).await?.iter().any(|f| f.id == item.id) {
                return Err(ApiError::field("parent_id", Msg::new("cbox.move_into_self")));
            }
        }
        if rules::name_taken(&txn, &ctx.tenant, item.project_id, parent, &item.name, Some(item.id)).await? {
            return Err(ApiError::field("parent_id", Msg::new("cbox.name_taken")));
        }
        let from = folder_name(&txn, &ctx, item.parent_id).await?;
        let to = folder_name(&txn, &ctx, parent).await?;
        let mut active = item.into_active_model();
        active.parent_id = Set(parent);
        active.updated_at = Set(Utc::now());
        let item = active.update(&txn).await?;
        records::record(&txn, &ctx, &item, "moved", Some(json!({"from": from, "to": to}))).await?;
        moved += 1;
    }
    txn.commit().await?;
    Ok(Json(One::new(MovedOut { moved })))
}

async fn folder_name<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Option<Uuid>) -> ApiResult<Option<String>> {
    let Some(id) = id else { return Ok(None) };
    Ok(cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::Id.eq(id)).one(db).await?.map(|f| f.name))
}

/// To the trash: the items and everything inside them, restorable together for 30 days.
#[utoipa::path(delete, operation_id = "delete_cbox_items", path = "/cbox/items", tag = "cbox", request_body = IdsIn, responses((status = 200, body = One<DeletedOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<IdsIn>) -> ApiResult<Json<One<DeletedOut>>> {
    policy::can_open(&ctx)?;
    let ids = ids_of(input.ids)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut roots = Vec::new();
    for id in &ids {
        let (item, grant) = access::load(&txn, &ctx, *id).await?;
        access::ensure(access::rights(&ctx, grant).delete)?;
        roots.push(item);
    }
    let now = Utc::now();
    let mut deleted = 0;
    for root in roots {
        let still_live = cbox_item::Entity::find_by_id(root.id).filter(cbox_item::Column::DeletedAt.is_null()).one(&txn).await?;
        if still_live.is_none() {
            continue;
        }
        let subtree = subtree(&txn, &ctx, root.id, true).await?;
        cbox_item::Entity::update_many()
            .col_expr(cbox_item::Column::DeletedAt, Expr::value(Some(now)))
            .col_expr(cbox_item::Column::DeletedRoot, Expr::value(Some(root.id)))
            .col_expr(cbox_item::Column::DeletedBy, Expr::value(Some(ctx.user.id)))
            .filter(cbox_item::Column::Id.is_in(subtree))
            .exec(&txn)
            .await?;
        records::record(&txn, &ctx, &root, "deleted", None).await?;
        deleted += 1;
    }
    txn.commit().await?;
    Ok(Json(One::new(DeletedOut { deleted })))
}

/// The item and everything below it (`live`: only live items; otherwise those trashed with it).
async fn subtree<C: ConnectionTrait>(db: &C, ctx: &Ctx, root: Uuid, live: bool) -> ApiResult<Vec<Uuid>> {
    let mut all = vec![root];
    let mut frontier = vec![root];
    while !frontier.is_empty() {
        let mut select = cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::ParentId.is_in(frontier.clone()));
        select = if live { select.filter(cbox_item::Column::DeletedAt.is_null()) } else { select.filter(cbox_item::Column::DeletedRoot.eq(root)) };
        let children: Vec<Uuid> = select.all(db).await?.into_iter().map(|c| c.id).collect();
        all.extend(&children);
        frontier = children;
    }
    Ok(all)
}

/// Back from the trash to where it was, or to the project root when that folder is gone; a name taken meanwhile
/// gets a " (2)" suffix.
#[utoipa::path(post, operation_id = "restore_cbox_items", path = "/cbox/items/restore", tag = "cbox", request_body = IdsIn, responses((status = 200, body = One<RestoredOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn restore(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<IdsIn>) -> ApiResult<Json<One<RestoredOut>>> {
    policy::can_open(&ctx)?;
    let ids = ids_of(input.ids)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut warnings = Vec::new();
    for id in &ids {
        let (item, grant) = access::load_any(&txn, &ctx, *id).await?;
        let restorable = item.deleted_root == Some(item.id) && item.deleted_at.is_some_and(|at| at > Utc::now() - trash::KEPT);
        if !restorable {
            return Err(access::not_found());
        }
        access::ensure(access::rights(&ctx, grant).edit)?;
        let parent_live = match item.parent_id {
            Some(p) => cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::Id.eq(p)).filter(cbox_item::Column::DeletedAt.is_null()).one(&txn).await?.is_some(),
            None => true,
        };
        let parent = if parent_live { item.parent_id } else { None };
        if !parent_live {
            warnings.push(format!("{}: {}", item.name, Msg::new("cbox.restore_parent").render(ctx.locale)));
        }
        let name = rules::free_name(&txn, &ctx.tenant, item.project_id, parent, &item.name).await?;
        let members = subtree(&txn, &ctx, item.id, false).await?;
        cbox_item::Entity::update_many()
            .col_expr(cbox_item::Column::DeletedAt, Expr::value(Option::<chrono::DateTime<Utc>>::None))
            .col_expr(cbox_item::Column::DeletedRoot, Expr::value(Option::<Uuid>::None))
            .col_expr(cbox_item::Column::DeletedBy, Expr::value(Option::<Uuid>::None))
            .filter(cbox_item::Column::Id.is_in(members))
            .exec(&txn)
            .await?;
        let mut active = item.into_active_model();
        active.parent_id = Set(parent);
        active.name = Set(name);
        active.deleted_at = Set(None);
        active.deleted_root = Set(None);
        active.deleted_by = Set(None);
        let item = active.update(&txn).await?;
        records::record(&txn, &ctx, &item, "restored", None).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(RestoredOut { restored: ids.len() as u64 }).with_warnings(warnings)))
}
