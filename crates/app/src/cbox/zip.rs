//! `GET /api/cbox/zip?ids=…`: folders and files as one zip, streamed as it is written (stored, not compressed:
//! plans and photos are compressed already, and the archive starts flowing at once). Only files the user may
//! download go in; each one is recorded as downloaded.

use std::{collections::HashSet, io::Write};

use axum::{
    body::Body,
    extract::State,
    http::{header, HeaderValue},
    response::Response,
};
use bytes::Bytes;
use futures::StreamExt;
use platform::{
    context::Ctx,
    envelope::split_list,
    error::QueryParams,
    storage::{serve::content_disposition, Storage},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, QueryFilter};
use serde_json::json;
use tokio::sync::mpsc;
use uuid::Uuid;
use zip::{write::SimpleFileOptions, CompressionMethod, ZipWriter};

use super::{
    access::{self, Grant, Resolver},
    download::not_downloadable,
    dto::ZipQuery,
    entity::cbox_item,
    policy, records,
};

/// One entry of the archive: a path and, for files, the object to copy.
struct Entry {
    path: String,
    key: Option<String>,
}

/// Folders and files as one streamed zip.
#[utoipa::path(get, operation_id = "download_cbox_zip", path = "/cbox/zip", tag = "cbox", params(ZipQuery), responses((status = 200, description = "A zip archive", content_type = "application/zip", body = Vec<u8>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn download(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ZipQuery>) -> ApiResult<Response> {
    policy::can_open(&ctx)?;
    let ids: Vec<Uuid> = split_list(query.ids.as_deref()).iter().filter_map(|id| Uuid::parse_str(id).ok()).collect();
    if ids.is_empty() {
        return Err(ApiError::field("ids", platform::i18n::Msg::new("validation.required")));
    }
    let mut resolver = Resolver::new(&state.db, &ctx).await?;
    let mut entries = Vec::new();
    let mut files = Vec::new();
    let mut top = HashSet::new();
    let mut name = None;
    for id in &ids {
        let (item, grant) = access::load(&state.db, &ctx, *id).await?;
        let base = unique(&mut top, &item.name);
        name.get_or_insert_with(|| if item.is_folder() { item.name.clone() } else { "cbox".into() });
        collect(&state, &ctx, &mut resolver, item, grant, base, &mut entries, &mut files).await?;
    }
    if files.is_empty() {
        return Err(not_downloadable());
    }
    for item in &files {
        records::record(&state.db, &ctx, item, "downloaded", Some(json!({"zip": true}))).await?;
    }
    let archive = if ids.len() == 1 { name.unwrap_or_else(|| "cbox".into()) } else { "cbox".into() };
    Ok(stream(state.storage.clone(), entries, &format!("{archive}.zip")))
}

/// Adds the item (and, for a folder, what it holds that the user can download) under `path`.
#[allow(clippy::too_many_arguments)]
async fn collect(state: &AppState, ctx: &Ctx, resolver: &mut Resolver<'_>, item: cbox_item::Model, grant: Grant, path: String, entries: &mut Vec<Entry>, files: &mut Vec<cbox_item::Model>) -> ApiResult<()> {
    if !item.is_folder() {
        if grant.download && item.object_key.is_some() {
            entries.push(Entry { path, key: item.object_key.clone() });
            files.push(item);
        }
        return Ok(());
    }
    entries.push(Entry { path: format!("{path}/"), key: None });
    let mut stack = vec![(item.id, path, grant)];
    while let Some((folder, prefix, inherited)) = stack.pop() {
        let children = cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::ParentId.eq(folder)).filter(cbox_item::Column::DeletedAt.is_null()).all(&state.db).await?;
        for child in children {
            let grant = resolver.direct(&child).union(inherited);
            let path = format!("{prefix}/{}", child.name);
            if child.is_folder() {
                entries.push(Entry { path: format!("{path}/"), key: None });
                stack.push((child.id, path, grant));
            } else if grant.download && child.object_key.is_some() {
                entries.push(Entry { path, key: child.object_key.clone() });
                files.push(child);
            }
        }
    }
    Ok(())
}

/// `name`, or `name (2)`… when an earlier top-level entry took it.
fn unique(taken: &mut HashSet<String>, name: &str) -> String {
    let mut candidate = name.to_string();
    let mut n = 2;
    while !taken.insert(candidate.to_lowercase()) {
        candidate = format!("{name} ({n})");
        n += 1;
    }
    candidate
}

/// Writes the archive on a blocking thread into a bounded channel that feeds the response body: at most a few
/// chunks are in memory, and a client that goes away stops the writing.
fn stream(storage: Storage, entries: Vec<Entry>, file_name: &str) -> Response {
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(8);
    let runtime = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || {
        let sink = std::io::BufWriter::with_capacity(256 * 1024, ChannelWriter(tx.clone()));
        if let Err(err) = write_zip(&runtime, &storage, entries, sink) {
            tracing::warn!(%err, "zip stream ended early");
            let _ = tx.blocking_send(Err(std::io::Error::other(err)));
        }
    });
    let body = Body::from_stream(tokio_stream::wrappers::ReceiverStream::new(rx));
    let mut res = Response::new(body);
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/zip"));
    if let Ok(value) = HeaderValue::from_str(&content_disposition(false, file_name)) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, value);
    }
    res
}

fn write_zip(runtime: &tokio::runtime::Handle, storage: &Storage, entries: Vec<Entry>, sink: impl Write) -> Result<(), String> {
    let mut zip = ZipWriter::new_stream(sink);
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Stored).large_file(true);
    for entry in entries {
        match entry.key {
            None => zip.add_directory(entry.path, options).map_err(|e| e.to_string())?,
            Some(key) => {
                zip.start_file(entry.path, options).map_err(|e| e.to_string())?;
                let mut chunks = runtime.block_on(storage.read(&key, None)).map_err(|e| e.to_string())?;
                while let Some(chunk) = runtime.block_on(chunks.next()) {
                    zip.write_all(&chunk.map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
                }
            }
        }
    }
    let mut sink = zip.finish().map_err(|e| e.to_string())?;
    sink.flush().map_err(|e| e.to_string())
}

struct ChannelWriter(mpsc::Sender<Result<Bytes, std::io::Error>>);

impl Write for ChannelWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.blocking_send(Ok(Bytes::copy_from_slice(buf))).map_err(|_| std::io::Error::new(std::io::ErrorKind::BrokenPipe, "client went away"))?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
