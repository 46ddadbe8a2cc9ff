//! Items read and written by connectors (the cloud-storage export and import): the live children of a folder, a new
//! folder, and a file streamed into storage, in a folder the caller may edit. Names that clash get a free variant.

use chrono::Utc;
use futures::Stream;
use platform::{context::Ctx, ids::new_id, ApiError, ApiResult, AppState};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use uuid::Uuid;

use super::{entity::cbox_item, folders, records, rules};

/// Checks that new items may go to `parent` (the project root when `None`) and returns it.
pub async fn destination<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, parent: Option<Uuid>) -> ApiResult<Option<Uuid>> {
    Ok(folders::destination(db, ctx, project, parent).await?.0)
}

/// The live items directly under `parent` in the project, folders first.
pub async fn children<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, parent: Option<Uuid>) -> ApiResult<Vec<cbox_item::Model>> {
    let select = cbox_item::Entity::find()
        .filter(cbox_item::Column::CompanyId.eq(ctx.company.id))
        .filter(cbox_item::Column::ProjectId.eq(project))
        .filter(cbox_item::Column::DeletedAt.is_null());
    let select = match parent {
        Some(p) => select.filter(cbox_item::Column::ParentId.eq(p)),
        None => select.filter(cbox_item::Column::ParentId.is_null()),
    };
    Ok(select.order_by_desc(cbox_item::Column::Kind).order_by_asc(cbox_item::Column::Name).all(db).await?)
}

/// A new item's row, owned by the caller, not yet written.
pub(super) fn row(ctx: &Ctx, project: Uuid, parent: Option<Uuid>, kind: &str, name: String) -> cbox_item::ActiveModel {
    let now = Utc::now();
    cbox_item::ActiveModel {
        id: Set(new_id()),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        parent_id: Set(parent),
        kind: Set(kind.into()),
        name: Set(name),
        size: Set(None),
        mime: Set(None),
        extension: Set(None),
        object_key: Set(None),
        sha256: Set(None),
        owner_id: Set(ctx.user.id),
        created_at: Set(now),
        updated_at: Set(now),
        deleted_at: Set(None),
        deleted_root: Set(None),
        deleted_by: Set(None),
    }
}

/// A new folder under `parent` (already checked with [`destination`]).
pub async fn folder(state: &AppState, ctx: &Ctx, project: Uuid, parent: Option<Uuid>, name: &str) -> ApiResult<Uuid> {
    let name = rules::clean_name(name)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let name = rules::free_name(&txn, &ctx.tenant, project, parent, &name).await?;
    let item = row(ctx, project, parent, cbox_item::FOLDER, name).insert(&txn).await?;
    records::record(&txn, ctx, &item, "created", None).await?;
    txn.commit().await?;
    Ok(item.id)
}

/// A new file under `parent` from a stream; the file rules (size, extension, name) apply before anything is stored
/// and again on the bytes that arrived.
pub async fn file<S, E>(state: &AppState, ctx: &Ctx, project: Uuid, parent: Option<Uuid>, name: &str, declared: Option<u64>, stream: S) -> ApiResult<Uuid>
where
    S: Stream<Item = Result<bytes::Bytes, E>> + Unpin,
    E: std::fmt::Display,
{
    let extension = rules::check_file(name, declared.unwrap_or(0))?;
    let mut item = row(ctx, project, parent, cbox_item::FILE, String::new());
    let id = *item.id.as_ref();
    let key = format!("files/{}/{id}", ctx.company.id);
    let written = state.storage.write(&key, stream, false).await.map_err(ApiError::internal)?;
    if let Err(refused) = rules::check_file(name, written.size) {
        let _ = state.storage.delete(&key).await;
        return Err(refused);
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let name = rules::free_name(&txn, &ctx.tenant, project, parent, name).await?;
    item.name = Set(name);
    item.size = Set(Some(written.size as i64));
    item.mime = Set(Some(rules::mime(Some(extension.as_str())).to_string()));
    item.extension = Set(Some(extension));
    item.object_key = Set(Some(key));
    item.sha256 = Set(Some(written.sha256.clone()));
    let item = item.insert(&txn).await?;
    records::record(&txn, ctx, &item, "uploaded", Some(serde_json::json!({"size": written.size, "source": "cloud_storage"}))).await?;
    txn.commit().await?;
    Ok(item.id)
}
