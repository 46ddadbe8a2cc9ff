//! Files of deliveries, received from multipart forms and streamed into the storage layer: certificates (PDF
//! only), general files, revision photos, plans and the project logo. Each file is checked by its first bytes, not
//! its name, and stopped at its size limit while it streams; when anything fails, what was stored is removed, so
//! no object outlives a refused request. Also the download and deletion of a unit's files.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU8, Ordering},
        Arc,
    },
};

use axum::{
    extract::{Multipart, State},
    http::{HeaderMap, StatusCode},
    response::Response,
};
use bytes::Bytes;
use futures::StreamExt;
use platform::{
    context::Ctx,
    error::IdPath,
    i18n::Msg,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::{can_edit, can_read, entity::file, find_unit};
use crate::cbox::rules;

pub const MB: u64 = 1024 * 1024;
/// The largest form: 100 certificates of 20 MB, with room for the form's own bytes.
pub const MAX_FORM: usize = 2_100 * 1024 * 1024;

/// What a form's files may be.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Accept {
    Pdf,
    Image,
    ImageOrPdf,
    /// Any extension Cbox accepts.
    Any,
}

#[derive(Clone, Copy)]
pub struct Rule {
    pub accept: Accept,
    pub max_bytes: u64,
    pub max_files: usize,
}

pub struct Stored {
    pub name: String,
    pub key: String,
    pub mime: String,
    pub size: u64,
    pub sha256: String,
    /// The type its first bytes show, if it is one we recognise.
    pub sniffed: Option<&'static str>,
}

#[derive(Default)]
pub struct Received {
    pub fields: HashMap<String, String>,
    pub files: Vec<Stored>,
}

impl Received {
    pub fn text(&self, name: &str) -> Option<&str> {
        self.fields.get(name).map(|s| s.trim()).filter(|s| !s.is_empty())
    }

    /// Removes the stored files (the request was refused or its transaction failed).
    pub async fn discard(&self, state: &AppState) {
        for f in &self.files {
            if let Err(err) = state.storage.delete(&f.key).await {
                tracing::warn!(%err, key = f.key, "could not remove a file of a refused request");
            }
        }
    }
}

/// The type by the first bytes, if it is one we keep.
pub(crate) fn sniff(head: &[u8]) -> Option<&'static str> {
    if head.starts_with(b"%PDF-") {
        Some("application/pdf")
    } else if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

fn allowed(accept: Accept, mime: Option<&str>) -> bool {
    match (accept, mime) {
        (Accept::Any, _) => true,
        (Accept::Pdf, Some("application/pdf")) => true,
        (Accept::Image, Some(m)) => m.starts_with("image/"),
        (Accept::ImageOrPdf, Some(_)) => true,
        _ => false,
    }
}

fn refused(accept: Accept) -> ApiError {
    let key = match accept {
        Accept::Pdf => "warranties.pdf_only",
        Accept::Image => "warranties.image_only",
        Accept::ImageOrPdf | Accept::Any => "warranties.image_or_pdf_only",
    };
    ApiError::field("file", Msg::new(key))
}

/// Reads the form (files under the field `file`, `files` or `photo`), storing each file under `prefix/<id>` as it arrives.
pub async fn receive(state: &AppState, multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>, prefix: &str, rule: Rule) -> ApiResult<Received> {
    receive_files(state, multipart, prefix, rule, true).await
}

/// [`receive`], with files optional when `required` is false (a form whose photos may be left out).
pub async fn receive_files(state: &AppState, multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>, prefix: &str, rule: Rule, required: bool) -> ApiResult<Received> {
    let multipart = multipart.map_err(|_| ApiError::field("file", Msg::new("validation.required")))?;
    let mut received = Received::default();
    match read(state, multipart, prefix, rule, &mut received).await {
        Ok(()) if required && received.files.is_empty() => Err(ApiError::field("file", Msg::new("validation.required"))),
        Ok(()) => Ok(received),
        Err(err) => {
            received.discard(state).await;
            Err(err)
        }
    }
}

/// Why a stream stopped early.
const TOO_BIG: u8 = 1;
const WRONG_KIND: u8 = 2;

async fn read(state: &AppState, mut multipart: Multipart, prefix: &str, rule: Rule, received: &mut Received) -> ApiResult<()> {
    let bad = || ApiError::field("file", Msg::new("upload.bad_request"));
    while let Some(field) = multipart.next_field().await.map_err(|_| bad())? {
        let name = field.name().unwrap_or_default().to_string();
        if !matches!(name.as_str(), "file" | "files" | "photo") {
            let text = field.text().await.map_err(|_| bad())?;
            received.fields.insert(name, text);
            continue;
        }
        if received.files.len() == rule.max_files {
            return Err(ApiError::field("file", Msg::new("validation.max_items").arg("max", rule.max_files)));
        }
        let file_name = field.file_name().unwrap_or_default().trim().to_string();
        let ext = rules::check_file(&file_name, 0)?;
        let key = format!("{prefix}/{}", Uuid::now_v7());
        let stop = Arc::new(AtomicU8::new(0));
        let flag = stop.clone();
        let sniffed = Arc::new(std::sync::Mutex::new(None::<&'static str>));
        let seen_kind = sniffed.clone();
        let (accept, max) = (rule.accept, rule.max_bytes);
        let mut seen = 0u64;
        let limited = field.map(move |chunk| -> Result<Bytes, String> {
            let chunk = chunk.map_err(|e| e.to_string())?;
            if seen == 0 {
                let kind = sniff(&chunk);
                if !allowed(accept, kind) {
                    flag.store(WRONG_KIND, Ordering::Relaxed);
                    return Err("file of a refused kind".into());
                }
                if let Ok(mut slot) = seen_kind.lock() {
                    *slot = kind;
                }
            }
            seen += chunk.len() as u64;
            if seen > max {
                flag.store(TOO_BIG, Ordering::Relaxed);
                return Err("file over the limit".into());
            }
            Ok(chunk)
        });
        match state.storage.write(&key, Box::pin(limited), false).await {
            Ok(written) if written.size == 0 => {
                state.storage.delete(&key).await.ok();
                return Err(refused(rule.accept));
            }
            Ok(written) => {
                let kind = sniffed.lock().ok().and_then(|k| *k);
                let mime = kind.unwrap_or_else(|| rules::mime(Some(&ext))).to_string();
                received.files.push(Stored { name: file_name, key, mime, size: written.size, sha256: written.sha256, sniffed: kind });
            }
            Err(_) => {
                return Err(match stop.load(Ordering::Relaxed) {
                    TOO_BIG => ApiError::field("file", Msg::new("validation.max_file_size").arg("max", format!("{} MB", rule.max_bytes / MB))),
                    WRONG_KIND => refused(rule.accept),
                    _ => bad(),
                })
            }
        }
    }
    Ok(())
}

/// A file of a unit: a certificate, a general file or a revision photo.
#[utoipa::path(get, operation_id = "get_unit_file_content", path = "/warranties/files/{id}/content", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "The file"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let row = file::Entity::scoped(&ctx.tenant).filter(file::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    find_unit(&state.db, &ctx, row.unit_id).await?;
    let out = FileOut { key: &row.object_key, name: &row.name, mime: &row.content_type, size: row.size as u64, inline: true, etag: Some(&row.sha256) };
    serve::respond(&state.storage, &headers, out).await
}

/// Deletes a file of a unit.
#[utoipa::path(delete, operation_id = "delete_unit_file", path = "/warranties/files/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let row = file::Entity::scoped(&ctx.tenant).filter(file::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let unit = find_unit(&state.db, &ctx, row.unit_id).await?;
    file::Entity::delete_by_id(id).exec(&state.db).await?;
    super::units::activity::record(&state.db, &ctx, unit.id, "warranties.file_deleted", None, Some(serde_json::json!({"kind": row.kind, "name": row.name}))).await?;
    if let Err(err) = state.storage.delete(&row.object_key).await {
        tracing::warn!(%err, key = row.object_key, "could not remove a deleted unit file");
    }
    Ok(StatusCode::NO_CONTENT)
}

/// A spreadsheet import's file is read whole, at most this size.
const MAX_SHEET_BYTES: usize = 5 * 1024 * 1024;

/// The form's one file, in memory (at most 5 MB).
pub async fn read_file(multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>) -> ApiResult<(String, Vec<u8>)> {
    let bad = || ApiError::field("file", Msg::new("validation.required"));
    let mut multipart = multipart.map_err(|_| bad())?;
    while let Some(mut field) = multipart.next_field().await.map_err(|_| bad())? {
        if field.name() != Some("file") {
            continue;
        }
        let name = field.file_name().unwrap_or_default().to_string();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(|_| bad())? {
            bytes.extend_from_slice(&chunk);
            if bytes.len() > MAX_SHEET_BYTES {
                return Err(ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "5 MB")));
            }
        }
        return Ok((name, bytes));
    }
    Err(bad())
}
