//! `GET /api/tiinsights/resources`: the jobs queue, storage per company, the broker and the slow requests.

use std::collections::HashMap;

use axum::{extract::State, Json};
use chrono::{DateTime, Duration, Utc};
use platform::{context::Ctx, entities::company, envelope::One, logbook::SlowRequest, ApiResult, AppState};
use sea_orm::{ConnectionTrait, EntityTrait, Statement};
use serde::Serialize;
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema, Default)]
pub struct KindCount {
    pub kind: String,
    pub queued: u64,
    pub running: u64,
    pub failed: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct JobsOut {
    pub queued: u64,
    pub running: u64,
    pub failed: u64,
    pub done_last_day: u64,
    /// How long the oldest job due has been waiting.
    pub oldest_queued_seconds: Option<i64>,
    pub by_kind: Vec<KindCount>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StorageUse {
    /// None for the provider's own objects (backups).
    pub company_id: Option<Uuid>,
    pub name: String,
    pub files: u64,
    pub bytes: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BrokerOut {
    /// nats or local.
    pub kind: String,
    pub connected: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ResourcesOut {
    /// sqlite or postgres.
    pub engine: String,
    /// local or s3.
    pub storage_backend: String,
    pub jobs: JobsOut,
    pub storage: Vec<StorageUse>,
    pub broker: BrokerOut,
    pub slow_requests: Vec<SlowRequest>,
}

async fn jobs(state: &AppState) -> ApiResult<JobsOut> {
    let backend = state.db.get_database_backend();
    let rows = state.db.query_all_raw(Statement::from_string(backend, "SELECT kind, state, COUNT(*) AS n FROM jobs WHERE state <> 'done' GROUP BY kind, state".to_string())).await?;
    let mut kinds: HashMap<String, KindCount> = HashMap::new();
    for row in rows {
        let (kind, st, n): (String, String, i64) = (row.try_get("", "kind")?, row.try_get("", "state")?, row.try_get("", "n")?);
        let entry = kinds.entry(kind.clone()).or_insert_with(|| KindCount { kind, ..Default::default() });
        match st.as_str() {
            "queued" => entry.queued += n as u64,
            "running" => entry.running += n as u64,
            _ => entry.failed += n as u64,
        }
    }
    let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
    let since = Utc::now() - Duration::days(1);
    let done = state.db.query_one_raw(Statement::from_sql_and_values(backend, format!("SELECT COUNT(*) AS n FROM jobs WHERE state = 'done' AND updated_at >= {p}"), [since.into()])).await?;
    let oldest = state.db.query_one_raw(Statement::from_sql_and_values(backend, format!("SELECT MIN(run_at) AS t FROM jobs WHERE state = 'queued' AND run_at <= {p}"), [Utc::now().into()])).await?;
    let oldest: Option<DateTime<Utc>> = oldest.and_then(|r| r.try_get("", "t").ok()).flatten();
    let mut by_kind: Vec<KindCount> = kinds.into_values().collect();
    by_kind.sort_by(|a, b| a.kind.cmp(&b.kind));
    Ok(JobsOut {
        queued: by_kind.iter().map(|k| k.queued).sum(),
        running: by_kind.iter().map(|k| k.running).sum(),
        failed: by_kind.iter().map(|k| k.failed).sum(),
        done_last_day: done.and_then(|r| r.try_get::<i64>("", "n").ok()).unwrap_or(0).max(0) as u64,
        oldest_queued_seconds: oldest.map(|t| (Utc::now() - t).num_seconds().max(0)),
        by_kind,
    })
}

/// Objects are kept under `<area>/<company>/…`: the first segment that is a company's id owns the object.
async fn storage(state: &AppState) -> ApiResult<Vec<StorageUse>> {
    let objects = state.storage.objects("").await.map_err(platform::ApiError::internal)?;
    let mut by: HashMap<Option<Uuid>, (u64, u64)> = HashMap::new();
    for (key, size) in objects {
        let owner = key.split('/').take(2).find_map(|s| Uuid::parse_str(s).ok());
        let entry = by.entry(owner).or_default();
        entry.0 += 1;
        entry.1 += size;
    }
    let names: HashMap<Uuid, String> = company::Entity::find().all(&state.db).await?.into_iter().map(|c| (c.id, c.name)).collect();
    let mut out: Vec<StorageUse> = by.into_iter().map(|(company_id, (files, bytes))| StorageUse { name: company_id.and_then(|c| names.get(&c).cloned()).unwrap_or_else(|| "—".into()), company_id, files, bytes }).collect();
    out.sort_by(|a, b| b.bytes.cmp(&a.bytes).then_with(|| a.name.cmp(&b.name)));
    Ok(out)
}

/// The health of what the server leans on.
#[utoipa::path(get, operation_id = "get_resources", path = "/tiinsights/resources", tag = "tiinsights", responses((status = 200, body = One<ResourcesOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<ResourcesOut>>> {
    super::staff_only(&ctx)?;
    let (kind, connected) = state.events.broker();
    Ok(Json(One::new(ResourcesOut {
        engine: if state.db.get_database_backend() == sea_orm::DbBackend::Postgres { "postgres" } else { "sqlite" }.into(),
        storage_backend: state.storage.backend().into(),
        jobs: jobs(&state).await?,
        storage: storage(&state).await?,
        broker: BrokerOut { kind: kind.into(), connected },
        slow_requests: platform::logbook::slow_list(),
    })))
}
