//! One IFC file of a model: its bytes for the viewer (the plain IFC, unzipped when it came as `.ifczip`), its
//! Quality stage (each file of a model a different one), and removing it with its elements.

use axum::{
    extract::State,
    http::HeaderMap,
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody, OptionalJson},
    i18n::Msg,
    storage::serve::{self, FileOut},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, TransactionTrait};

use super::{dto::*, entity::file, removal, state::State as FileState, store, MANAGE};

/// The IFC bytes of an available file (byte ranges and ETag honoured), for the viewer.
#[utoipa::path(get, operation_id = "bim_file_content", path = "/bim/files/{id}/content", tag = "bim", params(("id" = Uuid, Path)), responses((status = 200, description = "The IFC file", content_type = "application/octet-stream"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, headers: HeaderMap, IdPath(id): IdPath) -> ApiResult<Response> {
    let (row, _) = store::file(&state.db, &ctx, id).await?;
    let key = match (&row.ifc_key, FileState::parse(&row.state)) {
        (Some(key), Some(FileState::Available)) => key.clone(),
        _ => return Err(ApiError::field("file", Msg::new("bim.file_not_available"))),
    };
    let size = state.storage.size(&key).await.map_err(ApiError::internal)?;
    let etag = format!("\"{}-{}\"", row.id.simple(), row.generation);
    let name = row.name.trim_end_matches(|c: char| c.is_ascii_alphabetic()).trim_end_matches('.').to_string() + ".ifc";
    serve::respond(&state.storage, &headers, FileOut { key: &key, name: &name, mime: "application/octet-stream", size, inline: false, etag: Some(&etag) }).await
}

/// Assigns the file to a Quality stage (or clears it); two files of one model cannot share a stage.
#[utoipa::path(put, operation_id = "bim_file_stage", path = "/bim/files/{id}/stage", tag = "bim", params(("id" = Uuid, Path)), request_body = StageIn, responses((status = 200, body = One<BimModelOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn stage(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<StageIn>) -> ApiResult<Json<One<BimModelOut>>> {
    ctx.require(MANAGE)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (row, model) = store::file(&txn, &ctx, id).await?;
    let stage = input.stage.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    if let Some(stage) = &stage {
        if stage.chars().count() > 120 {
            return Err(ApiError::field("stage", Msg::new("validation.max_length").arg("max", 120)));
        }
        let taken = file::Entity::find().filter(file::Column::ModelId.eq(model.id)).filter(file::Column::Id.ne(row.id)).filter(platform::search::equals_ignoring_case(file::Column::Stage, stage)).one(&txn).await?;
        if taken.is_some() {
            return Err(ApiError::field("stage", Msg::new("bim.stage_taken")));
        }
        // A new stage named here becomes one of the project's quality stages.
        crate::quality::ensure_stage(&txn, ctx.company.id, model.project_id, stage).await?;
    }
    let mut active = row.into_active_model();
    active.stage = Set(stage);
    active.updated_at = Set(Utc::now());
    active.update(&txn).await?;
    txn.commit().await?;
    Ok(Json(One::new(store::view(&state.db, &ctx, model).await?)))
}

/// Removes one file, its elements and the module data tied to them (irreversible: `{confirm: true}`).
#[utoipa::path(delete, operation_id = "bim_file_delete", path = "/bim/files/{id}", tag = "bim", params(("id" = Uuid, Path)), request_body = ConfirmIn, responses((status = 200, body = One<BimModelOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, OptionalJson(input): OptionalJson<ConfirmIn>) -> ApiResult<Json<One<BimModelOut>>> {
    ctx.require(MANAGE)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (row, model) = store::file(&txn, &ctx, id).await?;
    removal::confirmed(input)?;
    let keys = removal::remove_files(&txn, std::slice::from_ref(&row)).await?;
    txn.commit().await?;
    removal::delete_objects(&state, keys).await;
    Ok(Json(One::new(store::view(&state.db, &ctx, model).await?)))
}

