//! Resumable uploads (tus 1.0) over the object store. Each PATCH streams into its own part object
//! `staging/<id>/<offset>`; the row's `received` moves only once a part is stored, and a dropped connection keeps
//! the bytes that arrived, so the client resumes from the committed offset. A finished upload is joined into one
//! object, moved to its final key `files/<company>/<id>` and only then turned into a module's record, in the
//! module's transaction ([`mark_done`]). A file is therefore never visible before it is whole; the sweeper removes
//! what an abandoned or crashed upload left behind.

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use bytes::Bytes;
use chrono::Utc;
use futures::{Stream, StreamExt};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::{Storage, Written};
use crate::{entities::upload, error::ApiResult, ids::new_id, ApiError};

pub const OPEN: &str = "open";
pub const DONE: &str = "done";

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Part {
    pub offset: u64,
    pub size: u64,
    pub sha256: String,
}

/// The finished file, in its final place.
#[derive(Clone, Debug)]
pub struct Stored {
    pub key: String,
    pub size: u64,
    pub sha256: String,
}

pub fn final_key(row: &upload::Model) -> String {
    format!("files/{}/{}", row.company_id, row.id)
}

fn staging(id: Uuid) -> String {
    format!("staging/{id}")
}

fn part_key(id: Uuid, offset: u64) -> String {
    format!("staging/{id}/{offset:016}")
}

pub fn parts(row: &upload::Model) -> Vec<Part> {
    serde_json::from_value(row.parts.clone()).unwrap_or_default()
}

pub async fn create<C: ConnectionTrait>(db: &C, company_id: Uuid, user_id: Uuid, purpose: &str, metadata: Value, length: u64) -> ApiResult<upload::Model> {
    let now = Utc::now();
    let row = upload::ActiveModel {
        id: Set(new_id()),
        company_id: Set(company_id),
        user_id: Set(user_id),
        purpose: Set(purpose.into()),
        metadata: Set(metadata),
        length: Set(length as i64),
        received: Set(0),
        parts: Set(Value::Array(vec![])),
        state: Set(OPEN.into()),
        result_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    };
    Ok(row.insert(db).await?)
}

/// Streams one PATCH body into a new part at `offset` (which must be the committed offset: 409 otherwise) and
/// commits it. Bytes beyond the declared length refuse the whole part.
pub async fn append<S, E>(db: &DatabaseConnection, storage: &Storage, row: &upload::Model, offset: u64, body: S) -> ApiResult<upload::Model>
where
    S: Stream<Item = Result<Bytes, E>> + Unpin + Send,
    E: std::fmt::Display + Send,
{
    if row.state != OPEN || offset != row.received as u64 {
        return Err(ApiError::conflict());
    }
    let remaining = (row.length - row.received) as u64;
    let key = part_key(row.id, offset);
    let overflow = Arc::new(AtomicBool::new(false));
    let limited = limit(body, remaining, overflow.clone());
    let written = storage.write(&key, Box::pin(limited), true).await.map_err(ApiError::internal)?;
    if overflow.load(Ordering::Relaxed) {
        storage.delete(&key).await.ok();
        return Err(ApiError::new(axum::http::StatusCode::PAYLOAD_TOO_LARGE, "upload.too_long", "upload.too_long"));
    }
    if written.size == 0 {
        storage.delete(&key).await.ok();
        return Ok(row.clone());
    }
    commit_part(db, row, offset, written).await
}

/// Passes at most `remaining` bytes; more ends the stream with an error that [`append`] reads as a refusal.
fn limit<S, E>(body: S, remaining: u64, overflow: Arc<AtomicBool>) -> impl Stream<Item = Result<Bytes, String>> + Send
where
    S: Stream<Item = Result<Bytes, E>> + Unpin + Send,
    E: std::fmt::Display + Send,
{
    let mut seen = 0u64;
    body.map(move |chunk| {
        let chunk = chunk.map_err(|err| err.to_string())?;
        seen += chunk.len() as u64;
        if seen > remaining {
            overflow.store(true, Ordering::Relaxed);
            return Err(format!("body longer than Upload-Length ({seen} > {remaining})"));
        }
        Ok(chunk)
    })
}

async fn commit_part(db: &DatabaseConnection, row: &upload::Model, offset: u64, written: Written) -> ApiResult<upload::Model> {
    let mut list = parts(row);
    list.push(Part { offset, size: written.size, sha256: written.sha256 });
    let received = row.received + written.size as i64;
    let updated = upload::Entity::update_many()
        .col_expr(upload::Column::Received, received.into())
        .col_expr(upload::Column::Parts, serde_json::to_value(&list).unwrap_or_default().into())
        .col_expr(upload::Column::UpdatedAt, Utc::now().into())
        .filter(upload::Column::Id.eq(row.id))
        .filter(upload::Column::Received.eq(row.received))
        .filter(upload::Column::State.eq(OPEN))
        .exec(db)
        .await?;
    if updated.rows_affected == 0 {
        return Err(ApiError::conflict());
    }
    upload::Entity::find_by_id(row.id).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Puts a complete upload's bytes at their final key, joining the parts when there are several. Safe to repeat
/// after a crash: a final object already in place is kept (and re-hashed).
pub async fn store_final(storage: &Storage, row: &upload::Model) -> ApiResult<Stored> {
    let key = final_key(row);
    let list = parts(row);
    let size = row.length as u64;
    if storage.exists(&key).await.map_err(ApiError::internal)? {
        return Ok(Stored { sha256: hash_object(storage, &key).await?, key, size });
    }
    let sha256 = match list.as_slice() {
        [only] if only.size == size => {
            storage.rename(&part_key(row.id, only.offset), &key).await.map_err(ApiError::internal)?;
            only.sha256.clone()
        }
        _ => join(storage, row, &list, &key).await?,
    };
    Ok(Stored { key, size, sha256 })
}

/// Streams the parts, in order, into one object (assembled in staging, then moved into place at once).
async fn join(storage: &Storage, row: &upload::Model, list: &[Part], key: &str) -> ApiResult<String> {
    let assembled = format!("{}/assembled", staging(row.id));
    let mut writer = storage.writer(&assembled).await.map_err(ApiError::internal)?;
    for part in list {
        let mut chunks = storage.read(&part_key(row.id, part.offset), None).await.map_err(ApiError::internal)?;
        while let Some(chunk) = chunks.next().await {
            writer.put(chunk.map_err(ApiError::internal)?).await.map_err(ApiError::internal)?;
        }
    }
    let written = writer.finish(false).await.map_err(ApiError::internal)?;
    if written.size != row.length as u64 {
        return Err(ApiError::internal(format!("upload {} joined to {} bytes, expected {}", row.id, written.size, row.length)));
    }
    storage.rename(&assembled, key).await.map_err(ApiError::internal)?;
    Ok(written.sha256)
}

async fn hash_object(storage: &Storage, key: &str) -> ApiResult<String> {
    let mut stream = storage.read(key, None).await.map_err(ApiError::internal)?;
    let mut hasher = Sha256::new();
    while let Some(chunk) = stream.next().await {
        hasher.update(chunk.map_err(ApiError::internal)?);
    }
    Ok(hex::encode(hasher.finalize()))
}

/// Marks the upload finished as `result_id`, inside the module's transaction that created the record.
pub async fn mark_done<C: ConnectionTrait>(db: &C, row: &upload::Model, result_id: Uuid) -> ApiResult<()> {
    let updated = upload::Entity::update_many()
        .col_expr(upload::Column::State, DONE.into())
        .col_expr(upload::Column::ResultId, Some(result_id).into())
        .col_expr(upload::Column::UpdatedAt, Utc::now().into())
        .filter(upload::Column::Id.eq(row.id))
        .filter(upload::Column::State.eq(OPEN))
        .exec(db)
        .await?;
    if updated.rows_affected == 0 {
        return Err(ApiError::conflict());
    }
    Ok(())
}

/// Removes the upload's staged parts (after it finished, or when it is abandoned).
pub async fn clear_staging(storage: &Storage, id: Uuid) {
    if let Err(err) = storage.delete_prefix(&staging(id)).await {
        tracing::warn!(%err, %id, "could not clear an upload's staging");
    }
}

/// Termination (tus `DELETE`): an unfinished upload and its parts go.
pub async fn terminate(db: &DatabaseConnection, storage: &Storage, row: &upload::Model) -> ApiResult<()> {
    if row.state != OPEN {
        return Err(ApiError::conflict());
    }
    upload::Entity::delete_by_id(row.id).exec(db).await?;
    clear_staging(storage, row.id).await;
    storage.delete(&final_key(row)).await.map_err(ApiError::internal)?;
    Ok(())
}

/// The sweeper: uploads untouched for `ttl` lose their parts (and a final object no record took), finished ones
/// their row. Returns how many uploads went.
pub async fn sweep(db: &DatabaseConnection, storage: &Storage, ttl: std::time::Duration) -> ApiResult<u64> {
    let cutoff = Utc::now() - chrono::Duration::from_std(ttl).unwrap_or(chrono::Duration::days(1));
    let stale = upload::Entity::find().filter(upload::Column::UpdatedAt.lt(cutoff)).all(db).await?;
    let mut swept = 0;
    for row in stale {
        clear_staging(storage, row.id).await;
        if row.state == OPEN {
            storage.delete(&final_key(&row)).await.map_err(ApiError::internal)?;
        }
        upload::Entity::delete_by_id(row.id).exec(db).await?;
        swept += 1;
    }
    Ok(swept)
}
