//! `GET /api/cbox/items/{id}/download`: the file as an attachment (or previewed inline: PDF and images), with
//! byte ranges. Each download and preview is recorded with who and when; a resumed transfer (a range not
//! starting at 0) is the same download and is not recorded twice.

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
};
use platform::{
    context::Ctx,
    error::{IdPath, QueryParams},
    storage::serve::{self, FileOut},
    ApiError, ApiResult, AppState,
};
use serde_json::Value;

use super::{access, dto::DownloadQuery, policy, records};

/// The file's bytes, whole or a range.
#[utoipa::path(get, operation_id = "download_cbox_item", path = "/cbox/items/{id}/download", tag = "cbox", params(("id" = uuid::Uuid, Path), DownloadQuery), responses((status = 200, description = "The file", content_type = "application/octet-stream", body = Vec<u8>), (status = 206, description = "A byte range of the file"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 416, description = "Range not satisfiable")))]
pub async fn download(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<DownloadQuery>, headers: HeaderMap) -> ApiResult<Response> {
    policy::can_open(&ctx)?;
    let (item, grant) = access::load(&state.db, &ctx, id).await?;
    let Some(key) = item.object_key.as_deref().filter(|_| !item.is_folder()) else { return Err(access::not_found()) };
    if !access::rights(&ctx, grant).download {
        return Err(not_downloadable());
    }
    let inline = query.inline.unwrap_or(false);
    let mime = item.mime.as_deref().unwrap_or("application/octet-stream");
    let file = FileOut { key, name: &item.name, mime, size: item.size.unwrap_or(0) as u64, inline, etag: item.sha256.as_deref() };
    let response = serve::respond(&state.storage, &headers, file).await?;
    let from_start = serve::parse_range(&headers, item.size.unwrap_or(0) as u64).ok().flatten().is_none_or(|r| r.start == 0);
    if response.status().is_success() && from_start {
        let action = if inline && serve::inline_safe(mime) { "previewed" } else { "downloaded" };
        records::record(&state.db, &ctx, &item, action, None::<Value>).await?;
    }
    Ok(response)
}

/// 403 'El archivo no se puede descargar…': the user sees the file but holds no download right.
pub fn not_downloadable() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "cbox.not_downloadable", "cbox.not_downloadable")
}
