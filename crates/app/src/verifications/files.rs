//! Photos of verifications: up to six PNG or JPEG photos per item (20 MB each, checked by their bytes), and the
//! photo an observation may be closed with. Files stream into the storage layer as the deliveries' files do
//! (`warranties::files`); a refused request or a failed transaction leaves no object behind.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPair, IdPath},
    i18n::Msg,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::{
    can_access,
    dto::{photo_out, VerificationPhotoOut, VerificationPhotosForm, VerificationResult, VerificationState},
    entity::{item, photo, verification},
    find_verification,
};
use crate::warranties::files::{self, Accept, Received, Rule, MB};

pub const MAX_PHOTOS: u64 = 6;
const PHOTOS: Rule = Rule { accept: Accept::Image, max_bytes: 20 * MB, max_files: MAX_PHOTOS as usize };
/// The largest form: ten plans of 20 MB, with room for the form's own bytes.
pub const MAX_FORM: usize = 201 * 1024 * 1024;

/// Reads a form's photos (PNG or JPEG only) into storage under the verification's prefix.
pub async fn receive_photos(state: &AppState, ctx: &Ctx, v: &verification::Model, multipart: Result<Multipart, MultipartRejection>, required: bool) -> ApiResult<Received> {
    let prefix = format!("verifications/{}/{}", ctx.company.id, v.id);
    // Anything that is not an image gets this module's message (the deliveries' one offers WebP, refused here).
    let received = files::receive_files(state, multipart, &prefix, PHOTOS, required).await.map_err(|err| {
        let not_image = err.errors.get("file").is_some_and(|m| m.iter().any(|m| m.key == "warranties.image_only"));
        if not_image { ApiError::field("file", Msg::new("verifications.photo_type")) } else { err }
    })?;
    if received.files.iter().any(|f| !matches!(f.sniffed, Some("image/png" | "image/jpeg"))) {
        received.discard(state).await;
        return Err(ApiError::field("file", Msg::new("verifications.photo_type")));
    }
    Ok(received)
}

/// Records the received photos of an item or of an observation.
pub async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &verification::Model, item: Option<Uuid>, observation: Option<Uuid>, received: &Received) -> ApiResult<Vec<VerificationPhotoOut>> {
    let mut out = Vec::new();
    for f in &received.files {
        let row = photo::ActiveModel {
            id: Set(Uuid::now_v7()),
            company_id: Set(ctx.company.id),
            verification_id: Set(v.id),
            item_id: Set(item),
            observation_id: Set(observation),
            name: Set(f.name.chars().take(255).collect()),
            object_key: Set(f.key.clone()),
            content_type: Set(f.mime.clone()),
            size: Set(f.size as i64),
            sha256: Set(f.sha256.clone()),
            uploaded_by: Set(ctx.actor()),
            created_at: Set(Utc::now()),
        };
        out.push(photo_out(&photo::Entity::insert(row).exec_with_returning(db).await?));
    }
    Ok(out)
}

/// 422 unless the verification can still change.
pub fn open(v: &verification::Model) -> ApiResult<()> {
    if v.state == VerificationState::Closed.as_str() { Err(ApiError::field("state", Msg::new("verifications.closed"))) } else { Ok(()) }
}

/// An item of the verification; 404 otherwise.
pub async fn item_of<C: ConnectionTrait>(db: &C, v: &verification::Model, id: Uuid) -> ApiResult<item::Model> {
    item::Entity::find().filter(item::Column::Id.eq(id)).filter(item::Column::VerificationId.eq(v.id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Adds photos to an item (at most six per item; not once the verification is closed).
#[utoipa::path(post, operation_id = "upload_verification_photos", path = "/verifications/{id}/items/{item_id}/photos", tag = "verifications", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), request_body(content = VerificationPhotosForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<VerificationPhotoOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn upload(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<VerificationPhotoOut>>>)> {
    can_access(&ctx)?;
    let v = find_verification(&state.db, &ctx, id).await?;
    item_of(&state.db, &v, item_id).await?;
    open(&v)?;
    let received = receive_photos(&state, &ctx, &v, multipart, true).await?;
    let saved: ApiResult<Vec<VerificationPhotoOut>> = async {
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        let v = find_verification(&txn, &ctx, id).await?;
        open(&v)?;
        let have = photo::Entity::find().filter(photo::Column::ItemId.eq(item_id)).count(&txn).await?;
        if have + received.files.len() as u64 > MAX_PHOTOS {
            return Err(ApiError::field("file", Msg::new("verifications.photos_limit").arg("max", MAX_PHOTOS)));
        }
        let out = insert(&txn, &ctx, &v, Some(item_id), None, &received).await?;
        txn.commit().await?;
        Ok(out)
    }
    .await;
    match saved {
        Ok(out) => Ok((StatusCode::CREATED, Json(One::new(out)))),
        Err(err) => {
            received.discard(&state).await;
            Err(err)
        }
    }
}

async fn find_photo<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(photo::Model, verification::Model)> {
    let row = photo::Entity::scoped(&ctx.tenant).filter(photo::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let v = find_verification(db, ctx, row.verification_id).await?;
    Ok((row, v))
}

/// A photo of an item or of an observation's closing.
#[utoipa::path(get, operation_id = "get_verification_photo", path = "/verifications/photos/{id}/content", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 200, description = "The photo"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_access(&ctx)?;
    let (row, _) = find_photo(&state.db, &ctx, id).await?;
    let out = FileOut { key: &row.object_key, name: &row.name, mime: &row.content_type, size: row.size as u64, inline: true, etag: Some(&row.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// Deletes a photo of an item while the verification is open; an item that complies and needs a photo keeps its
/// last one.
#[utoipa::path(delete, operation_id = "delete_verification_photo", path = "/verifications/photos/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_access(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (row, v) = find_photo(&txn, &ctx, id).await?;
    open(&v)?;
    let Some(item_id) = row.item_id else { return Err(ApiError::field("id", Msg::new("verifications.observation_closed"))) };
    let item = item_of(&txn, &v, item_id).await?;
    let left = photo::Entity::find().filter(photo::Column::ItemId.eq(item_id)).count(&txn).await?;
    if item.requires_photo && item.result == VerificationResult::Complies.as_str() && left <= 1 {
        return Err(ApiError::field("id", Msg::new("verifications.photo_required")));
    }
    photo::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    if let Err(err) = state.storage.delete(&row.object_key).await {
        tracing::warn!(%err, key = row.object_key, "could not remove a deleted verification photo");
    }
    Ok(StatusCode::NO_CONTENT)
}
