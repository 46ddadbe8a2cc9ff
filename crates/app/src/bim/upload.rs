//! BIM as the receiver of resumable uploads (`purpose: bim`, metadata `projectId`, `modelId`, `filename`): `.ifc`
//! or `.ifczip` up to 1 GB, into a model the caller may manage. A completed upload becomes a file of the model
//! and its processing job, in the same transaction that marks the upload done.

use std::collections::HashMap;

use chrono::Utc;
use platform::{
    context::Ctx,
    entities::upload,
    i18n::Msg,
    jobs,
    storage::uploads::{self, Stored},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, IntoActiveModel, TransactionTrait};
use serde_json::{json, Value};
use uuid::Uuid;

use super::{entity::file, state::State, store, MANAGE, PROCESS_JOB};

pub const MAX_FILE_BYTES: u64 = 1024 * 1024 * 1024;

/// Checks a new upload's metadata and size; returns what to keep with the upload.
pub async fn check(state: &AppState, ctx: &Ctx, meta: &HashMap<String, String>, length: u64) -> ApiResult<Value> {
    ctx.require(MANAGE)?;
    let name = meta.get("filename").map(|n| n.trim()).unwrap_or_default();
    if name.is_empty() {
        return Err(ApiError::field("filename", Msg::new("validation.required")));
    }
    if !has_ifc_extension(name) {
        return Err(ApiError::field("file", Msg::new("bim.invalid_extension")));
    }
    if length > MAX_FILE_BYTES {
        return Err(ApiError::field("file", Msg::new("bim.too_large")));
    }
    let model_id = meta.get("modelId").and_then(|m| Uuid::parse_str(m).ok()).ok_or_else(|| ApiError::field("modelId", Msg::new("validation.required")))?;
    let model = store::model(&state.db, ctx, model_id).await?;
    Ok(json!({"filename": name, "project_id": model.project_id, "model_id": model.id}))
}

pub fn has_ifc_extension(name: &str) -> bool {
    let lower = name.to_lowercase();
    lower.ends_with(".ifc") || lower.ends_with(".ifczip")
}

/// Turns the stored bytes into a file of the model and queues its processing; returns the file's id.
pub async fn commit(state: &AppState, ctx: &Ctx, row: &upload::Model, stored: &Stored) -> ApiResult<Uuid> {
    let meta = &row.metadata;
    let model_id = meta["model_id"].as_str().and_then(|m| Uuid::parse_str(m).ok()).ok_or_else(|| ApiError::internal("upload without model"))?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    ctx.require(MANAGE)?;
    let model = store::model(&txn, ctx, model_id).await?;
    let now = Utc::now();
    let created = file::Model {
        id: row.id,
        company_id: ctx.company.id,
        model_id: model.id,
        name: meta["filename"].as_str().unwrap_or_default().to_string(),
        size: stored.size as i64,
        object_key: stored.key.clone(),
        ifc_key: None,
        state: State::Uploaded.as_str().into(),
        progress: 0,
        error_code: None,
        error_detail: None,
        schema: None,
        stage: None,
        entities: 0,
        elements: 0,
        generation: 1,
        created_by: ctx.user.id,
        created_at: now,
        updated_at: now,
        processed_at: None,
    }
    .into_active_model()
    .insert(&txn)
    .await?;
    jobs::enqueue(&txn, Some(ctx.company.id), PROCESS_JOB, json!({"file_id": created.id, "generation": created.generation})).await?;
    uploads::mark_done(&txn, row, created.id).await?;
    txn.commit().await?;
    jobs::wake();
    Ok(created.id)
}
