//! Cbox as the receiver of resumable uploads (`purpose: cbox`): the rules are checked when an upload is created,
//! before any byte is sent, and again when it completes (the folder may have gone meanwhile). A completed upload
//! becomes a file in the same transaction that marks the upload done.

use std::collections::HashMap;

use chrono::Utc;
use platform::{
    context::Ctx,
    entities::upload,
    i18n::Msg,
    ids::ProjectId,
    storage::uploads::{self, Stored},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, Set, TransactionTrait};
use serde_json::{json, Value};
use uuid::Uuid;

use super::{entity::cbox_item, folders, policy, records, rules};

/// Validates a new upload's metadata (`filename`, `projectId`, optional `folderId`) and size; returns what to
/// keep with the upload.
pub async fn check(state: &AppState, ctx: &Ctx, meta: &HashMap<String, String>, length: u64) -> ApiResult<Value> {
    policy::can_upload(ctx)?;
    let name = meta.get("filename").map(String::as_str).unwrap_or_default();
    rules::check_file(name, length)?;
    let project = meta.get("projectId").and_then(|p| Uuid::parse_str(p).ok()).ok_or_else(|| ApiError::field("projectId", Msg::new("validation.required")))?;
    let project = ctx.assigned_project(ProjectId(project))?.0;
    let folder = match meta.get("folderId").filter(|f| !f.is_empty()) {
        Some(f) => Some(Uuid::parse_str(f).map_err(|_| super::access::not_found())?),
        None => None,
    };
    folders::destination(&state.db, ctx, project, folder).await?;
    Ok(json!({"filename": name.trim(), "project_id": project, "folder_id": folder}))
}

/// Turns the stored bytes into a file of the folder; returns the file's id.
pub async fn commit(state: &AppState, ctx: &Ctx, row: &upload::Model, stored: &Stored) -> ApiResult<Uuid> {
    let meta = &row.metadata;
    let project = meta["project_id"].as_str().and_then(|p| Uuid::parse_str(p).ok()).ok_or_else(|| ApiError::internal("upload without project"))?;
    let folder = meta["folder_id"].as_str().and_then(|f| Uuid::parse_str(f).ok());
    let name = meta["filename"].as_str().unwrap_or_default().to_string();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    ctx.assigned_project(ProjectId(project))?;
    let (parent, _) = folders::destination(&txn, ctx, project, folder).await?;
    let name = rules::free_name(&txn, &ctx.tenant, project, parent, &name).await?;
    let extension = rules::extension(&name);
    let now = Utc::now();
    let file = cbox_item::ActiveModel {
        id: Set(row.id),
        company_id: Set(ctx.company.id),
        project_id: Set(project),
        parent_id: Set(parent),
        kind: Set(cbox_item::FILE.into()),
        name: Set(name),
        size: Set(Some(stored.size as i64)),
        mime: Set(Some(rules::mime(extension.as_deref()).to_string())),
        extension: Set(extension),
        object_key: Set(Some(stored.key.clone())),
        sha256: Set(Some(stored.sha256.clone())),
        owner_id: Set(ctx.user.id),
        created_at: Set(now),
        updated_at: Set(now),
        deleted_at: Set(None),
        deleted_root: Set(None),
        deleted_by: Set(None),
    }
    .insert(&txn)
    .await?;
    records::record(&txn, ctx, &file, "uploaded", Some(json!({"size": stored.size}))).await?;
    uploads::mark_done(&txn, row, file.id).await?;
    txn.commit().await?;
    Ok(file.id)
}
