//! The delivery job: one attempt of one delivery, signed, over the guarded client; its outcome recorded; the next
//! attempt queued on the retry schedule, or the delivery failed and, when nothing succeeded over the whole
//! window, the event disabled and the application's owner told. Deliveries are at least once: an attempt
//! interrupted by a crash is attempted again when the job's lease runs out.

use std::{sync::Arc, time::Instant};

use chrono::Utc;
use platform::{entities::user, ids::new_id, jobs, ApiResult, AppState};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use serde_json::{json, Value};
use uuid::Uuid;

use super::{catalog::TEST_EVENT, entity::{app, attempt, delivery, subscription}, guard, notices, sign, DELIVER_JOB};

/// A response body is kept only when it is valid JSON of at most this size (SPEC §9).
pub const MAX_BODY: usize = 50 * 1024;

/// The job handler of `DELIVER_JOB`.
pub fn handler() -> jobs::Handler {
    Arc::new(|state, job| Box::pin(async move { run(&state, &job.payload).await.map_err(|err| format!("{err:?}")) }))
}

async fn run(state: &AppState, payload: &Value) -> ApiResult<()> {
    let id = payload["delivery"].as_str().and_then(|s| Uuid::parse_str(s).ok()).unwrap_or_default();
    let number = payload["attempt"].as_i64().unwrap_or(1) as i32;
    let Some(row) = delivery::Entity::find_by_id(id).one(&state.db).await? else { return Ok(()) };
    // A job already carried out (or overtaken by a replay of the queue after a crash) does nothing.
    if row.status != "pending" || row.attempts != number - 1 {
        return Ok(());
    }
    let Some(sub) = subscription::Entity::find_by_id(row.subscription_id).one(&state.db).await? else { return Ok(()) };
    let Some(app) = app::Entity::find_by_id(sub.app_id).one(&state.db).await? else { return Ok(()) };
    // An event switched off (or the company's webhooks) stops its pending retries; a replay or a test is asked for.
    let manual = row.replay_of.is_some() || row.event == TEST_EVENT;
    if !manual && (!sub.active || !super::emit::active(&state.db, row.company_id).await?) {
        let stop = delivery::ActiveModel { id: Set(row.id), status: Set("failed".into()), next_attempt_at: Set(None), updated_at: Set(Utc::now()), ..Default::default() };
        delivery::Entity::update(stop).exec(&state.db).await?;
        return Ok(());
    }
    let loopback = state.config.webhooks_allow_loopback && app.env == "testing";
    let outcome = send(&app, &sub, &row, loopback).await;
    record(state, &app, &sub, &row, number, outcome).await
}

/// What one attempt gave.
struct Outcome {
    signature: String,
    status: Option<u16>,
    body: Option<String>,
    error: Option<String>,
    millis: i32,
}

impl Outcome {
    fn succeeded(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

async fn send(app: &app::Model, sub: &subscription::Model, row: &delivery::Model, loopback: bool) -> Outcome {
    let timestamp = Utc::now().timestamp();
    let signature = sign::sign(&app.secret, &row.message_id, timestamp, &row.payload);
    let mut outcome = Outcome { signature: signature.clone(), status: None, body: None, error: None, millis: 0 };
    if guard::parse(&sub.url, loopback).is_err() {
        outcome.error = Some("refused address".into());
        return outcome;
    }
    let started = Instant::now();
    let request = guard::client(loopback, false)
        .post(&sub.url)
        .header("content-type", "application/json")
        .header("webhook-id", &row.message_id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", signature)
        .body(row.payload.clone());
    match request.send().await {
        Ok(response) => {
            outcome.status = Some(response.status().as_u16());
            outcome.body = json_body(response).await;
        }
        Err(err) => outcome.error = Some(describe(&err)),
    }
    outcome.millis = started.elapsed().as_millis().min(i32::MAX as u128) as i32;
    outcome
}

/// The response body when it is valid JSON of at most `MAX_BODY` bytes; reading stops past the limit.
async fn json_body(mut response: reqwest::Response) -> Option<String> {
    let mut bytes = Vec::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        bytes.extend_from_slice(&chunk);
        if bytes.len() > MAX_BODY {
            return None;
        }
    }
    serde_json::from_slice::<Value>(&bytes).ok()?;
    String::from_utf8(bytes).ok()
}

/// The error and its causes, short.
fn describe(err: &reqwest::Error) -> String {
    let mut text = if err.is_timeout() { "timeout".to_string() } else { err.to_string() };
    let mut source = std::error::Error::source(err);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text.chars().take(300).collect()
}

/// Writes the attempt and moves the delivery on, in one transaction.
async fn record(state: &AppState, app: &app::Model, sub: &subscription::Model, row: &delivery::Model, number: i32, outcome: Outcome) -> ApiResult<()> {
    let now = Utc::now();
    let ok = outcome.succeeded();
    // Manual deliveries (a replay, a test event) get one attempt and never disable the event.
    let manual = row.replay_of.is_some() || row.event == TEST_EVENT;
    let retries = &state.config.webhook_retries;
    let next = (!ok && !manual).then(|| retries.get(number as usize).copied()).flatten();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    attempt::Entity::insert(attempt::ActiveModel {
        id: Set(new_id()),
        company_id: Set(row.company_id),
        app_id: Set(row.app_id),
        delivery_id: Set(row.id),
        attempt: Set(number),
        url: Set(sub.url.clone()),
        signature: Set(outcome.signature.clone()),
        status: Set(if ok { "succeeded" } else { "failed" }.into()),
        response_status: Set(outcome.status.map(i32::from)),
        response_body: Set(outcome.body.clone()),
        error: Set(outcome.error.clone()),
        duration_ms: Set(outcome.millis),
        created_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    let mut update = delivery::ActiveModel { id: Set(row.id), attempts: Set(number), updated_at: Set(now), ..Default::default() };
    match next {
        Some(wait) => {
            let at = now + chrono::Duration::seconds(wait as i64);
            update.next_attempt_at = Set(Some(at));
            jobs::enqueue_at(&txn, Some(row.company_id), DELIVER_JOB, json!({"delivery": row.id, "attempt": number + 1}), at).await?;
        }
        None => {
            update.status = Set(if ok { "succeeded" } else { "failed" }.into());
            update.next_attempt_at = Set(None);
        }
    }
    update.update(&txn).await?;
    if !ok && !manual && next.is_none() && sub.active && !succeeded_since(&txn, sub.id, row.created_at).await? {
        let mut disable: subscription::ActiveModel = sub.clone().into();
        disable.active = Set(false);
        disable.disabled_at = Set(Some(now));
        disable.updated_at = Set(now);
        disable.update(&txn).await?;
        if let Some(owner) = owner(&txn, app).await? {
            notices::disabled(&txn, state, &owner, app, &sub.event).await?;
        }
    }
    txn.commit().await?;
    Ok(())
}

/// Whether any delivery of the subscription succeeded since `since`.
async fn succeeded_since<C: sea_orm::ConnectionTrait>(db: &C, sub: Uuid, since: chrono::DateTime<Utc>) -> ApiResult<bool> {
    let n = delivery::Entity::find()
        .filter(delivery::Column::SubscriptionId.eq(sub))
        .filter(delivery::Column::Status.eq("succeeded"))
        .filter(delivery::Column::UpdatedAt.gte(since))
        .count(db)
        .await?;
    Ok(n > 0)
}

/// The user who created the application, when still active in the company.
async fn owner<C: sea_orm::ConnectionTrait>(db: &C, app: &app::Model) -> ApiResult<Option<user::Model>> {
    let Some(id) = app.created_by else { return Ok(None) };
    let found = user::Entity::find_by_id(id).one(db).await?;
    Ok(found.filter(|u| u.company_id == app.company_id && u.enabled))
}
