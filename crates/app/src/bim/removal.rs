//! Force update and force delete (SPEC §4: irreversible, they remove the module data tied to the model). The
//! impact lists what goes; the removal is one transaction, and the stored objects are deleted after it commits
//! (an object left behind by a crash is garbage, never a file row without its bytes).
//!
//! Module data tied to a model's elements is counted in the impact and removed here: today the tickets pinned
//! to elements (unpinned, the tickets stay), Quality's activity links (removed, the activities stay) and Concrete's
//! placements on the model (removed, their lots give the volume back).

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, OptionalJson},
    i18n::Msg,
    jobs, ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{
    dto::*,
    entity::{element, file, model, property_set},
    ingest,
    state::State as FileState,
    store, MANAGE, PROCESS_JOB,
};
use crate::tickets::entity::ticket;

pub fn confirmed(input: Option<ConfirmIn>) -> ApiResult<()> {
    if input.unwrap_or_default().confirm { Ok(()) } else { Err(ApiError::field("confirm", Msg::new("bim.confirm_required"))) }
}

/// What a force update or a force delete of the model removes.
#[utoipa::path(get, operation_id = "bim_impact", path = "/bim/models/{id}/impact", tag = "bim", params(("id" = Uuid, Path)), responses((status = 200, body = One<BimImpact>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn impact(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<BimImpact>>> {
    ctx.require(MANAGE)?;
    let model = store::model(&state.db, &ctx, id).await?;
    let files: Vec<Uuid> = store::files(&state.db, &[model.id]).await?.into_iter().map(|f| f.id).collect();
    let db = &state.db;
    let counts = [
        ("files", files.len() as u64),
        ("elements", element::Entity::find().filter(element::Column::FileId.is_in(files.clone())).count(db).await?),
        ("property_sets", property_set::Entity::find().filter(property_set::Column::FileId.is_in(files.clone())).count(db).await?),
        ("ticket_links", ticket::Entity::find().filter(ticket::Column::BimModelId.eq(model.id)).count(db).await?),
        ("quality_links", crate::quality::entity::activity_element::Entity::find().filter(crate::quality::entity::activity_element::Column::ModelId.eq(model.id)).count(db).await?),
        ("concrete_placements", crate::concrete::entity::placement::Entity::find().filter(crate::concrete::entity::placement::Column::ModelId.eq(model.id)).count(db).await?),
    ];
    let items = counts.into_iter().filter(|(_, n)| *n > 0).map(|(key, count)| ImpactItem { key: key.into(), count }).collect();
    Ok(Json(One::new(BimImpact { items })))
}

/// Force update: drops the index and the tied module data, and processes every file again.
#[utoipa::path(post, operation_id = "bim_reprocess", path = "/bim/models/{id}/reprocess", tag = "bim", params(("id" = Uuid, Path)), request_body = ConfirmIn, responses((status = 200, body = One<BimModelOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn reprocess(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, OptionalJson(input): OptionalJson<ConfirmIn>) -> ApiResult<Json<One<BimModelOut>>> {
    ctx.require(MANAGE)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let model = store::model(&txn, &ctx, id).await?;
    confirmed(input)?;
    unpin_tickets(&txn, model.id).await?;
    unlink_activities(&txn, model.id).await?;
    crate::concrete::remove_model(&txn, model.id).await?;
    for f in store::files(&txn, &[model.id]).await? {
        ingest::clear(&txn, f.id).await?;
        let generation = f.generation + 1;
        let update = file::ActiveModel {
            state: Set(FileState::Uploaded.as_str().into()),
            progress: Set(0),
            error_code: Set(None),
            error_detail: Set(None),
            elements: Set(0),
            generation: Set(generation),
            processed_at: Set(None),
            updated_at: Set(Utc::now()),
            ..Default::default()
        };
        file::Entity::update_many().set(update).filter(file::Column::Id.eq(f.id)).exec(&txn).await?;
        jobs::enqueue(&txn, Some(ctx.company.id), PROCESS_JOB, json!({"file_id": f.id, "generation": generation})).await?;
    }
    txn.commit().await?;
    jobs::wake();
    Ok(Json(One::new(store::view(&state.db, &ctx, model).await?)))
}

/// Force delete: the model, its files and their bytes, the index and the tied module data.
#[utoipa::path(delete, operation_id = "bim_delete_model", path = "/bim/models/{id}", tag = "bim", params(("id" = Uuid, Path)), request_body = ConfirmIn, responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, OptionalJson(input): OptionalJson<ConfirmIn>) -> ApiResult<StatusCode> {
    ctx.require(MANAGE)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let model = store::model(&txn, &ctx, id).await?;
    confirmed(input)?;
    let files = store::files(&txn, &[model.id]).await?;
    let keys = remove_files(&txn, &files).await?;
    unpin_tickets(&txn, model.id).await?;
    crate::concrete::remove_model(&txn, model.id).await?;
    model::Entity::delete_by_id(model.id).exec(&txn).await?;
    let data = serde_json::json!({"model_id": model.id, "project_id": model.project_id, "name": model.name, "by": ctx.user.id});
    crate::config::webhooks::emit(&txn, model.company_id, "model.deleted", data).await?;
    txn.commit().await?;
    delete_objects(&state, keys).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Quality activities lose their links to the model's elements (the activities stay).
async fn unlink_activities<C: ConnectionTrait>(db: &C, model: Uuid) -> ApiResult<()> {
    use crate::quality::entity::activity_element;
    activity_element::Entity::delete_many().filter(activity_element::Column::ModelId.eq(model)).exec(db).await?;
    Ok(())
}

/// Tickets pinned to the model's elements lose the pin (the tickets stay: they are Cmanagement's records).
async fn unpin_tickets<C: ConnectionTrait>(db: &C, model: Uuid) -> ApiResult<()> {
    // The further elements of their pins first, while the tickets still name the model.
    crate::tickets::pin::clear_further_of_model(db, model).await?;
    let update = ticket::ActiveModel { bim_model_id: Set(None), bim_global_id: Set(None), ..Default::default() };
    ticket::Entity::update_many().set(update).filter(ticket::Column::BimModelId.eq(model)).exec(db).await?;
    Ok(())
}

/// Deletes the files' rows and index within the caller's transaction; returns the object keys to delete after.
pub async fn remove_files<C: ConnectionTrait>(db: &C, files: &[file::Model]) -> ApiResult<Vec<String>> {
    let mut keys = Vec::new();
    for f in files {
        ingest::clear(db, f.id).await?;
        file::Entity::delete_by_id(f.id).exec(db).await?;
        keys.push(f.object_key.clone());
        keys.extend(f.ifc_key.clone().filter(|k| *k != f.object_key));
    }
    Ok(keys)
}

pub async fn delete_objects(state: &AppState, keys: Vec<String>) {
    for key in keys {
        if let Err(err) = state.storage.delete(&key).await {
            tracing::warn!(%err, key, "could not delete a BIM object");
        }
    }
}
