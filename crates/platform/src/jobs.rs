//! Durable background jobs (ARCHITECTURE §6): a job is a row of `jobs`, written in the same transaction as its
//! cause. Workers claim a job with a lease (a conditional update, safe across instances), extend the lease while
//! the job runs, and another worker takes up a job whose lease ran out — so a job survives a crash or a restart.
//! Handlers must therefore be idempotent. A failed attempt is retried with back-off, up to `MAX_ATTEMPTS`.
//!
//! This is our own table and loop rather than apalis: the e-mail outbox already works this way, and the one
//! queue serves both engines with the same SQL (see docs/decisions.md).

use std::{collections::HashMap, sync::Arc, time::Duration};

use chrono::Utc;
use futures::future::BoxFuture;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::Value;
use tokio::sync::Notify;
use uuid::Uuid;

use crate::{entities::job, error::ApiResult, ids::new_id, AppState};

pub const MAX_ATTEMPTS: i32 = 5;
/// How long a claim holds without a heartbeat.
const LEASE: Duration = Duration::from_secs(30);
const HEARTBEAT: Duration = Duration::from_secs(10);
const POLL: Duration = Duration::from_secs(2);

static WAKE: Notify = Notify::const_new();

/// What a handler does with a job; an `Err` is retried (the message is kept as `last_error`).
pub type Handler = Arc<dyn Fn(AppState, job::Model) -> BoxFuture<'static, Result<(), String>> + Send + Sync>;

/// The handlers of this process, by job kind.
#[derive(Clone, Default)]
pub struct Registry {
    handlers: HashMap<&'static str, Handler>,
}

impl Registry {
    pub fn with(mut self, kind: &'static str, handler: Handler) -> Self {
        self.handlers.insert(kind, handler);
        self
    }
}

/// Queues a job within the caller's connection or transaction; the worker is woken when it commits.
pub async fn enqueue<C: ConnectionTrait>(db: &C, company_id: Option<Uuid>, kind: &str, payload: Value) -> ApiResult<Uuid> {
    enqueue_at(db, company_id, kind, payload, Utc::now()).await
}

/// Queues a job that is not due before `run_at`.
pub async fn enqueue_at<C: ConnectionTrait>(db: &C, company_id: Option<Uuid>, kind: &str, payload: Value, run_at: chrono::DateTime<Utc>) -> ApiResult<Uuid> {
    let now = Utc::now();
    let id = new_id();
    let row = job::ActiveModel {
        id: Set(id),
        company_id: Set(company_id),
        kind: Set(kind.into()),
        payload: Set(payload),
        state: Set("queued".into()),
        attempts: Set(0),
        last_error: Set(None),
        run_at: Set(run_at),
        locked_until: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    };
    job::Entity::insert(row).exec_without_returning(db).await?;
    wake();
    Ok(id)
}

/// Wakes the worker (after the transaction that queued a job has committed).
pub fn wake() {
    // Every waiting worker looks (they serve different kinds); the stored permit covers one that was not waiting.
    WAKE.notify_waiters();
    WAKE.notify_one();
}

/// Runs the worker until the process ends: one job at a time (IFC processing takes the machine's memory and a
/// core; a second instance or `obra worker` adds capacity).
pub fn spawn_worker(state: AppState, registry: Registry) {
    tokio::spawn(async move {
        loop {
            match next(&state.db, &registry).await {
                Ok(Some(job)) => run(&state, &registry, job).await,
                Ok(None) => {
                    let _ = tokio::time::timeout(POLL, WAKE.notified()).await;
                }
                Err(err) => {
                    tracing::warn!(%err, "job queue pass failed");
                    tokio::time::sleep(POLL).await;
                }
            }
        }
    });
}

/// Claims the next due job of a known kind, if any.
async fn next(db: &DatabaseConnection, registry: &Registry) -> Result<Option<job::Model>, sea_orm::DbErr> {
    let now = Utc::now();
    let kinds: Vec<&str> = registry.handlers.keys().copied().collect();
    // Two queries, each served by the (state, run_at) index: one `OR` of both would read the whole table once
    // tens of thousands of jobs wait (a webhook fan-out).
    let stale = job::Entity::find().filter(job::Column::State.eq("running")).filter(job::Column::LockedUntil.lt(now)).filter(job::Column::Kind.is_in(kinds.clone())).limit(5).all(db).await?;
    let due = job::Entity::find().filter(job::Column::State.eq("queued")).filter(job::Column::RunAt.lte(now)).filter(job::Column::Kind.is_in(kinds)).order_by_asc(job::Column::RunAt).limit(5).all(db).await?;
    for candidate in stale.into_iter().chain(due) {
        let claimed = job::Entity::update_many()
            .col_expr(job::Column::State, "running".into())
            .col_expr(job::Column::LockedUntil, lease_end().into())
            .col_expr(job::Column::Attempts, (candidate.attempts + 1).into())
            .col_expr(job::Column::UpdatedAt, now.into())
            .filter(job::Column::Id.eq(candidate.id))
            .filter(job::Column::State.eq(candidate.state.clone()))
            .filter(job::Column::Attempts.eq(candidate.attempts))
            .exec(db)
            .await?;
        if claimed.rows_affected == 1 {
            return Ok(Some(job::Model { attempts: candidate.attempts + 1, state: "running".into(), ..candidate }));
        }
    }
    Ok(None)
}

fn lease_end() -> chrono::DateTime<Utc> {
    Utc::now() + chrono::Duration::from_std(LEASE).unwrap_or_default()
}

async fn run(state: &AppState, registry: &Registry, job: job::Model) {
    let Some(handler) = registry.handlers.get(job.kind.as_str()).cloned() else { return };
    let (id, attempts) = (job.id, job.attempts);
    let db = state.db.clone();
    let heartbeat = tokio::spawn(async move {
        loop {
            tokio::time::sleep(HEARTBEAT).await;
            let _ = job::Entity::update_many().col_expr(job::Column::LockedUntil, lease_end().into()).filter(job::Column::Id.eq(id)).exec(&db).await;
        }
    });
    let result = tokio::spawn(handler(state.clone(), job)).await.unwrap_or_else(|panic| Err(format!("the job panicked: {panic}")));
    heartbeat.abort();
    let now = Utc::now();
    let mut update = job::ActiveModel { id: Set(id), updated_at: Set(now), locked_until: Set(None), ..Default::default() };
    match result {
        Ok(()) => update.state = Set("done".into()),
        Err(err) => {
            tracing::warn!(%err, job = %id, attempts, "job failed");
            update.state = Set(if attempts >= MAX_ATTEMPTS { "failed" } else { "queued" }.into());
            update.run_at = Set(now + chrono::Duration::seconds(5 * 2i64.pow(attempts.clamp(0, 10) as u32)));
            update.last_error = Set(Some(err));
        }
    }
    if let Err(err) = job::Entity::update(update).exec(&state.db).await {
        tracing::warn!(%err, job = %id, "could not record the job's outcome");
    }
}
