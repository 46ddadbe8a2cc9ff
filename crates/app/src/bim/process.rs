//! The processing job of an IFC file (`bim.process`): read the stored bytes (unzipping an `.ifczip` into a plain
//! IFC the viewer can load), parse them off the async threads, then store the element index (`ingest`). A file
//! that cannot be read as IFC fails at once with the parser's reason and line; storage errors are retried by the
//! queue and fail the file on the last attempt. A job whose file was re-processed or deleted meanwhile (another
//! generation) stops without writing.

use bytes::Bytes;
use chrono::Utc;
use futures::TryStreamExt;
use platform::{entities::job, jobs, AppState};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;
use uuid::Uuid;

use super::{entity::file, ingest, state::State};

pub fn handler() -> jobs::Handler {
    std::sync::Arc::new(|state, job| Box::pin(run(state, job)))
}

async fn run(state: AppState, job: job::Model) -> Result<(), String> {
    let file_id = job.payload["file_id"].as_str().and_then(|f| Uuid::parse_str(f).ok()).ok_or("job without file")?;
    let generation = job.payload["generation"].as_i64().unwrap_or(1) as i32;
    let Some(row) = current(&state, file_id, generation).await? else { return Ok(()) };
    match process(&state, &row).await {
        Ok(()) => Ok(()),
        Err(Failure::Invalid(code, detail)) => fail(&state, &row, code, detail).await,
        Err(Failure::Retry(err)) if job.attempts >= jobs::MAX_ATTEMPTS => {
            fail(&state, &row, "storage", json!({"detail": err})).await?;
            Err(err)
        }
        Err(Failure::Retry(err)) => Err(err),
    }
}

pub enum Failure {
    /// The file is not readable IFC: no retry.
    Invalid(&'static str, serde_json::Value),
    /// Storage or database trouble: the queue tries again.
    Retry(String),
}

impl<E: std::fmt::Display> From<E> for Failure {
    fn from(err: E) -> Self {
        Failure::Retry(err.to_string())
    }
}

/// The file row, if it still exists in this generation.
pub async fn current(state: &AppState, id: Uuid, generation: i32) -> Result<Option<file::Model>, String> {
    let row = file::Entity::find_by_id(id).one(&state.db).await.map_err(|e| e.to_string())?;
    Ok(row.filter(|r| r.generation == generation))
}

async fn process(state: &AppState, row: &file::Model) -> Result<(), Failure> {
    ingest::progress(state, row, State::Processing, 2).await?;
    let dir = state.config.data_dir.join("tmp");
    tokio::fs::create_dir_all(&dir).await?;
    let local = Scratch(dir.join(format!("bim-{}-{}.ifc", row.id, row.generation)));
    download(state, &row.object_key, &local.0).await?;
    if ifc::is_zip(&head(&local.0).await?) {
        let zipped = tokio::fs::read(&local.0).await?;
        let unzipped = tokio::task::spawn_blocking(move || unzip(&zipped)).await??;
        let unzipped = Bytes::from(unzipped);
        tokio::fs::write(&local.0, &unzipped).await?;
        let key = format!("bim/{}/{}.ifc", row.company_id, row.id);
        state.storage.write(&key, futures::stream::iter([Ok::<_, std::io::Error>(unzipped)]), false).await?;
        set_ifc_key(state, row, key).await?;
    } else {
        set_ifc_key(state, row, row.object_key.clone()).await?;
    }
    ingest::progress(state, row, State::Processing, 15).await?;
    // The streaming reader keeps only the records it needs: about 1.7× the file at its peak, not the file plus that.
    let path = local.0.clone();
    let parsed = tokio::task::spawn_blocking(move || ifc::read_file(&path, ifc::Options { properties: true })).await?.map_err(invalid)?;
    drop(local);
    ingest::store(state, row, &parsed).await
}

/// Declared size an `.ifczip` may unpack to (a zip bomb is refused before anything is inflated).
const MAX_UNZIPPED: u64 = 4 * 1024 * 1024 * 1024;

fn unzip(bytes: &[u8]) -> Result<Vec<u8>, Failure> {
    let declared = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map(|mut archive| (0..archive.len()).filter_map(|i| archive.by_index(i).ok().map(|f| f.size())).sum::<u64>());
    if declared.is_ok_and(|size| size > MAX_UNZIPPED) {
        return Err(Failure::Invalid("zip", json!({"detail": "> 4 GB"})));
    }
    ifc::unzip(bytes).map_err(invalid)
}

/// A scratch file deleted when dropped.
struct Scratch(std::path::PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Streams a stored object into a local file.
async fn download(state: &AppState, key: &str, to: &std::path::Path) -> Result<(), Failure> {
    use tokio::io::AsyncWriteExt;
    let mut stream = state.storage.read(key, None).await?;
    let mut out = tokio::fs::File::create(to).await?;
    while let Some(chunk) = stream.try_next().await? {
        out.write_all(&chunk).await?;
    }
    out.flush().await?;
    Ok(())
}

async fn head(path: &std::path::Path) -> Result<Vec<u8>, Failure> {
    use tokio::io::AsyncReadExt;
    let mut buf = vec![0u8; 4];
    let mut file = tokio::fs::File::open(path).await?;
    let n = file.read(&mut buf).await?;
    buf.truncate(n);
    Ok(buf)
}

async fn set_ifc_key(state: &AppState, row: &file::Model, key: String) -> Result<(), Failure> {
    let update = file::ActiveModel { ifc_key: Set(Some(key)), updated_at: Set(Utc::now()), ..Default::default() };
    file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&state.db).await?;
    Ok(())
}

/// The parser's error as a failure code and its detail (line, text, schema).
fn invalid(err: ifc::Error) -> Failure {
    let (code, detail, schema) = match &err.kind {
        ifc::ErrorKind::Empty => ("empty", String::new(), String::new()),
        ifc::ErrorKind::NotStep => ("not_step", String::new(), String::new()),
        ifc::ErrorKind::UnsupportedSchema(s) => ("schema", String::new(), s.clone()),
        ifc::ErrorKind::Truncated => ("truncated", String::new(), String::new()),
        ifc::ErrorKind::Syntax(d) => ("syntax", d.clone(), String::new()),
        ifc::ErrorKind::Zip(d) => ("zip", d.clone(), String::new()),
        ifc::ErrorKind::Io(d) => ("internal", d.clone(), String::new()),
    };
    Failure::Invalid(code, json!({"line": err.line, "detail": detail, "schema": schema}))
}

async fn fail(state: &AppState, row: &file::Model, code: &str, detail: serde_json::Value) -> Result<(), String> {
    tracing::info!(file = %row.id, code, %detail, "IFC file failed");
    let update = file::ActiveModel {
        state: Set(State::Failed.as_str().into()),
        progress: Set(0),
        error_code: Set(Some(code.into())),
        error_detail: Set(Some(detail.to_string())),
        updated_at: Set(Utc::now()),
        ..Default::default()
    };
    file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&state.db).await.map_err(|e| e.to_string())?;
    ingest::clear(&state.db, row.id).await.map_err(|e| e.to_string())
}
