//! `dbdump`: backups made on request, kept in the file store under `dumps/`, listed from the audit log (every
//! backup is recorded there with its figures) and downloadable.

use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use chrono::{DateTime, Utc};
use platform::{audit, context::Ctx, entities::audit_log, envelope::One, error::IdPath, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use serde_json::json;
use uuid::Uuid;

use super::backup;

const ACTION: &str = "tiinsights.dump";

#[derive(Serialize, utoipa::ToSchema)]
pub struct DumpOut {
    pub id: Uuid,
    pub created_at: DateTime<Utc>,
    /// sqlite or postgres.
    pub engine: String,
    pub bytes: u64,
    pub tables: u64,
    pub rows: u64,
    /// Objects of the file store listed in the manifest.
    pub files: u64,
}

fn from_audit(row: audit_log::Model) -> Option<DumpOut> {
    let a = row.after?;
    Some(DumpOut {
        id: row.entity_id?,
        created_at: row.created_at,
        engine: a["engine"].as_str().unwrap_or_default().into(),
        bytes: a["bytes"].as_u64().unwrap_or(0),
        tables: a["tables"].as_u64().unwrap_or(0),
        rows: a["rows"].as_u64().unwrap_or(0),
        files: a["files"].as_u64().unwrap_or(0),
    })
}

/// The backups made, newest first (the last 100).
#[utoipa::path(get, operation_id = "list_dumps", path = "/tiinsights/dumps", tag = "tiinsights", responses((status = 200, body = One<Vec<DumpOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<DumpOut>>>> {
    super::staff_only(&ctx)?;
    let rows = audit_log::Entity::find().filter(audit_log::Column::Action.eq(ACTION)).order_by_desc(audit_log::Column::CreatedAt).limit(100).all(&state.db).await?;
    Ok(Json(One::new(rows.into_iter().filter_map(from_audit).collect())))
}

/// Makes a backup of the database (one consistent snapshot) with the manifest of the file store.
#[utoipa::path(post, operation_id = "create_dump", path = "/tiinsights/dumps", tag = "tiinsights", responses((status = 201, body = One<DumpOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx) -> ApiResult<(StatusCode, Json<One<DumpOut>>)> {
    super::staff_only(&ctx)?;
    let (bytes, manifest) = backup::create(&state).await?;
    let size = bytes.len() as u64;
    state.storage.put_bytes(&format!("{}{}.zip", backup::PREFIX, manifest.id), bytes).await.map_err(ApiError::internal)?;
    let after = json!({"engine": manifest.engine, "bytes": size, "tables": manifest.tables.len(), "rows": manifest.tables.iter().map(|t| t.rows).sum::<u64>(), "files": manifest.files.len()});
    audit::record(&state.db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: ACTION, entity: "database", entity_id: Some(manifest.id), after: Some(after.clone()), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let out = DumpOut { id: manifest.id, created_at: manifest.created_at, engine: manifest.engine, bytes: size, tables: after["tables"].as_u64().unwrap_or(0), rows: after["rows"].as_u64().unwrap_or(0), files: after["files"].as_u64().unwrap_or(0) };
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// The backup's zip (`manifest.json` plus `obra.db` or `dump.sql`).
#[utoipa::path(get, operation_id = "download_dump", path = "/tiinsights/dumps/{id}/download", tag = "tiinsights", params(("id" = Uuid, Path)), responses((status = 200, description = "application/zip", content_type = "application/zip"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn download(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    super::staff_only(&ctx)?;
    let key = format!("{}{id}.zip", backup::PREFIX);
    if !state.storage.exists(&key).await.map_err(ApiError::internal)? {
        return Err(ApiError::not_found());
    }
    let bytes = state.storage.read_all(&key).await.map_err(ApiError::internal)?;
    audit::record(&state.db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "tiinsights.dump_download", entity: "database", entity_id: Some(id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let name = format!("obra-{id}.zip");
    Ok(([(header::CONTENT_TYPE, "application/zip".to_string()), (header::CONTENT_DISPOSITION, platform::storage::serve::content_disposition(false, &name))], bytes).into_response())
}
