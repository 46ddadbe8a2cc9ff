//! The tus 1.0 endpoints. Bodies are received by a task of their own, so the bytes that arrived before a dropped
//! connection are kept and a finished upload is committed even if the client is gone by then (its next `HEAD`
//! sees the result).

use axum::{
    body::Body,
    extract::State,
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use platform::{
    context::Ctx,
    entities::upload,
    error::IdPath,
    storage::uploads::{self, DONE},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::headers::{self as tus, set};
use crate::{bim, cbox};

fn respond(status: StatusCode) -> Response {
    let mut res = status.into_response();
    set(res.headers_mut(), tus::RESUMABLE, tus::VERSION);
    res
}

/// What the server supports.
#[utoipa::path(options, operation_id = "upload_options", path = "/uploads", tag = "uploads", responses((status = 204, description = "Tus-Version, Tus-Extension, Tus-Max-Size")))]
pub async fn options() -> Response {
    let mut res = respond(StatusCode::NO_CONTENT);
    let h = res.headers_mut();
    set(h, "Tus-Version", tus::VERSION);
    set(h, "Tus-Extension", "creation,creation-with-upload,termination");
    set(h, "Tus-Max-Size", cbox::rules::MAX_FILE_BYTES.max(bim::upload::MAX_FILE_BYTES));
    res
}

/// Creates an upload (`Upload-Length`, `Upload-Metadata` with `purpose`, `filename` and the module's target); with
/// an `application/offset+octet-stream` body, its first bytes too. The module's rules are checked first: 422 with
/// the file's error, and nothing is stored.
#[utoipa::path(post, operation_id = "create_upload", path = "/uploads", tag = "uploads", responses((status = 201, description = "Location of the upload"), (status = 400, body = platform::error::ErrorBody), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, headers: HeaderMap, body: Body) -> ApiResult<Response> {
    let length = tus::number(&headers, tus::UPLOAD_LENGTH)?.ok_or_else(tus::bad_request)?;
    let meta = tus::metadata(&headers)?;
    let purpose = meta.get("purpose").map(String::as_str).unwrap_or_default();
    let target = match purpose {
        "cbox" => cbox::upload::check(&state, &ctx, &meta, length).await?,
        "bim" => bim::upload::check(&state, &ctx, &meta, length).await?,
        _ => return Err(tus::unknown_purpose()),
    };
    let mut target = target;
    if let Some(kind) = meta.get("filetype") {
        target["filetype"] = kind.clone().into();
    }
    let row = uploads::create(&state.db, ctx.company.id, ctx.user.id, purpose, target, length).await?;
    let mut res = respond(StatusCode::CREATED);
    set(res.headers_mut(), "Location", format!("/api/uploads/{}", row.id));
    if tus::is_offset_stream(&headers) {
        let (row, result) = receive(state, ctx, row, 0, body).await?;
        set(res.headers_mut(), tus::UPLOAD_OFFSET, row.received);
        if let Some(id) = result {
            set(res.headers_mut(), tus::RESULT_ID, id);
        }
    } else if length == 0 {
        let (_, result) = receive(state, ctx, row, 0, Body::empty()).await?;
        if let Some(id) = result {
            set(res.headers_mut(), tus::RESULT_ID, id);
        }
    }
    Ok(res)
}

/// The caller's own upload; 404 for anybody else's.
async fn load(state: &AppState, ctx: &Ctx, id: Uuid) -> ApiResult<upload::Model> {
    upload::Entity::find_by_id(id)
        .filter(upload::Column::CompanyId.eq(ctx.company.id))
        .filter(upload::Column::UserId.eq(ctx.user.id))
        .one(&state.db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// The committed offset. A complete upload not yet committed (the server stopped in between) is committed now.
#[utoipa::path(head, operation_id = "upload_offset", path = "/uploads/{id}", tag = "uploads", params(("id" = uuid::Uuid, Path)), responses((status = 200, description = "Upload-Offset and Upload-Length"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn head(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    let row = load(&state, &ctx, id).await?;
    let (row, result) = if row.state != DONE && row.received == row.length { receive(state, ctx, row.clone(), row.received as u64, Body::empty()).await? } else { (row.clone(), row.result_id) };
    let mut res = respond(StatusCode::OK);
    let h = res.headers_mut();
    set(h, tus::UPLOAD_OFFSET, row.received);
    set(h, tus::UPLOAD_LENGTH, row.length);
    set(h, "Cache-Control", "no-store");
    if let Some(id) = result {
        set(h, tus::RESULT_ID, id);
    }
    Ok(res)
}

/// Appends bytes at `Upload-Offset` (409 if it is not the committed offset). The last PATCH answers once the file
/// is committed, with `Obra-Item-Id`.
#[utoipa::path(patch, operation_id = "upload_append", path = "/uploads/{id}", tag = "uploads", params(("id" = uuid::Uuid, Path)), responses((status = 204, description = "The new Upload-Offset"), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 415, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn patch(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap, body: Body) -> ApiResult<Response> {
    if !tus::is_offset_stream(&headers) {
        return Err(tus::unsupported_type());
    }
    let offset = tus::number(&headers, tus::UPLOAD_OFFSET)?.ok_or_else(tus::bad_request)?;
    let row = load(&state, &ctx, id).await?;
    let (row, result) = receive(state, ctx, row, offset, body).await?;
    let mut res = respond(StatusCode::NO_CONTENT);
    set(res.headers_mut(), tus::UPLOAD_OFFSET, row.received);
    if let Some(id) = result {
        set(res.headers_mut(), tus::RESULT_ID, id);
    }
    Ok(res)
}

/// Termination: an unfinished upload and its bytes go.
#[utoipa::path(delete, operation_id = "upload_terminate", path = "/uploads/{id}", tag = "uploads", params(("id" = uuid::Uuid, Path)), responses((status = 204, description = "Terminated"), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody)))]
pub async fn terminate(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    let row = load(&state, &ctx, id).await?;
    uploads::terminate(&state.db, &state.storage, &row).await?;
    Ok(respond(StatusCode::NO_CONTENT))
}

/// Stores the body at `offset` and, once every byte is in, hands the file to its module — on a task of its own.
async fn receive(state: AppState, ctx: Ctx, row: upload::Model, offset: u64, body: Body) -> ApiResult<(upload::Model, Option<Uuid>)> {
    let task = tokio::spawn(async move {
        let row = uploads::append(&state.db, &state.storage, &row, offset, body.into_data_stream()).await?;
        let result = finish(&state, &ctx, &row).await?;
        Ok::<_, ApiError>((row, result))
    });
    task.await.map_err(ApiError::internal)?
}

async fn finish(state: &AppState, ctx: &Ctx, row: &upload::Model) -> ApiResult<Option<Uuid>> {
    if row.state == DONE {
        return Ok(row.result_id);
    }
    if row.received < row.length {
        return Ok(None);
    }
    let stored = uploads::store_final(&state.storage, row).await?;
    let committed = match row.purpose.as_str() {
        "cbox" => cbox::upload::commit(state, ctx, row, &stored).await,
        "bim" => bim::upload::commit(state, ctx, row, &stored).await,
        _ => Err(tus::unknown_purpose()),
    };
    match committed {
        Ok(id) => {
            uploads::clear_staging(&state.storage, row.id).await;
            Ok(Some(id))
        }
        Err(err) if err.status.is_client_error() => {
            // The target went away (or the user lost the right) while uploading: nothing may stay behind.
            uploads::terminate(&state.db, &state.storage, row).await.ok();
            Err(err)
        }
        Err(err) => Err(err),
    }
}
