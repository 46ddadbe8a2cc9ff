//! Registering progress and rescheduling (SPEC §4 Activity). Both apply to activities without children: a
//! summary's dates and progress are rolled up. Each writes a record of the history.

use std::collections::VecDeque;

use axum::{extract::State, Json};
use chrono::{Duration, NaiveDate, Utc};
use platform::{
    concurrency,
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde_json::json;
use sea_orm::TransactionTrait;
use uuid::Uuid;

use super::{dto::*, form, records, rollup, view};
use crate::quality::{can_edit, can_register, entity::{activity, link}, find_activity, money};

fn leaf(a: &activity::Model) -> ApiResult<()> {
    if a.is_summary { Err(ApiError::field("id", Msg::new("quality.summary_rolled_up"))) } else { Ok(()) }
}

fn optional_date(v: &mut Validator, field: &str, value: Option<&str>) -> Option<NaiveDate> {
    value.map(str::trim).filter(|s| !s.is_empty()).and_then(|s| v.date(field, s))
}

/// Registers the progress reached on a date (default today), with the actual dates it implies: work started once
/// above 0, ended at 100.
#[utoipa::path(post, operation_id = "register_activity_progress", path = "/quality/activities/{id}/progress", tag = "quality", params(("id" = Uuid, Path)), request_body = ProgressIn, responses((status = 200, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn progress(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ProgressIn>) -> ApiResult<Json<One<QualityActivityOut>>> {
    can_register(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_activity(&txn, &ctx, id).await?;
    leaf(&row)?;
    let today = Utc::now().date_naive();
    let mut v = Validator::new();
    let progress = match input.progress {
        None => {
            v.add("progress", Msg::new("validation.required"));
            0.0
        }
        Some(p) => {
            v.range("progress", p, 0.0, 100.0);
            if (p * 10.0 - (p * 10.0).round()).abs() > 1e-6 {
                v.add("progress", Msg::new("validation.max_decimals").arg("max", 1));
            }
            p
        }
    };
    let on = optional_date(&mut v, "recorded_on", input.recorded_on.as_deref()).unwrap_or(today);
    v.date_before("recorded_on", on, today, true);
    let mut start = optional_date(&mut v, "actual_start", input.actual_start.as_deref()).or(row.actual_start);
    let mut end = optional_date(&mut v, "actual_end", input.actual_end.as_deref());
    if progress > 0.0 && start.is_none() {
        start = Some(on);
    }
    if progress >= 100.0 {
        end = end.or(Some(on));
    } else if end.is_some() {
        v.add("actual_end", Msg::new("quality.end_needs_complete"));
    }
    if let Some(s) = start {
        v.date_before("actual_start", s, today, true);
        if let Some(e) = end {
            v.date_after("actual_end", e, s, true);
        }
    }
    if let Some(e) = end {
        v.date_before("actual_end", e, today, true);
    }
    let cost = money::parse(&mut v, "actual_cost", input.actual_cost, &row.currency).or(row.actual_cost_e4);
    let note = input.note.as_deref().map(str::trim).filter(|n| !n.is_empty()).map(str::to_string);
    if let Some(n) = &note {
        v.length("note", n, 0, 500);
    }
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    let version = input.version.unwrap_or_default();
    let update = activity::ActiveModel { progress: Set(progress), actual_start: Set(start), actual_end: Set(end), actual_cost_e4: Set(cost), version: Set(version.wrapping_add(1)), updated_at: Set(Utc::now()), ..Default::default() };
    let result = activity::Entity::update_many().set(update).filter(activity::Column::Id.eq(id)).filter(activity::Column::Version.eq(version)).exec(&txn).await?;
    concurrency::check(result, true)?;
    records::write(&txn, &ctx, id, records::NewRecord { kind: "progress", progress: Some(progress), recorded_on: on, note, changes: Some(json!({"progress": [row.progress, progress]})) }).await?;
    rollup::up(&txn, row.parent_id).await?;
    let data = json!({"id": id, "project_id": row.project_id, "description": row.description, "progress": progress, "previous_progress": row.progress, "recorded_on": on});
    crate::config::webhooks::emit(&txn, ctx.company.id, "activity.progress_registered", data).await?;
    let out = view::one(&txn, find_activity(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// New planned dates for an activity without children (a bar dragged in the Gantt); with `push_successors`, the
/// successors whose links the new dates break move later by as much as needed, keeping their durations.
#[utoipa::path(post, operation_id = "reschedule_activity", path = "/quality/activities/{id}/reschedule", tag = "quality", params(("id" = Uuid, Path)), request_body = RescheduleIn, responses((status = 200, body = One<QualityActivityOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn reschedule(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<RescheduleIn>) -> ApiResult<Json<One<QualityActivityOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_activity(&txn, &ctx, id).await?;
    leaf(&row)?;
    let mut v = Validator::new();
    let dates = form::dates(&mut v, input.est_start.as_deref(), input.est_end.as_deref());
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    let (Some((start, end)), Some(version)) = (dates, input.version) else { return Err(ApiError::conflict()) };
    set_dates(&txn, &ctx, &row, start, end, Some(version)).await?;
    if input.push_successors {
        push(&txn, &ctx, id).await?;
    }
    let out = view::one(&txn, find_activity(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

async fn set_dates<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &activity::Model, start: NaiveDate, end: NaiveDate, version: Option<i32>) -> ApiResult<()> {
    let version = version.unwrap_or(row.version);
    let update = activity::ActiveModel { est_start: Set(start), est_end: Set(end), version: Set(version.wrapping_add(1)), updated_at: Set(Utc::now()), ..Default::default() };
    let result = activity::Entity::update_many().set(update).filter(activity::Column::Id.eq(row.id)).filter(activity::Column::Version.eq(version)).exec(db).await?;
    concurrency::check(result, true)?;
    let changes = json!({"est_start": [row.est_start, start], "est_end": [row.est_end, end]});
    records::write(db, ctx, row.id, records::NewRecord { kind: "rescheduled", progress: None, recorded_on: Utc::now().date_naive(), note: None, changes: Some(changes) }).await?;
    rollup::up(db, row.parent_id).await
}

/// The earliest start a link allows its successor (whose duration is `days` long).
pub fn earliest_start(kind: &str, lag: i64, pred: &activity::Model, days: i64) -> NaiveDate {
    match kind {
        "SS" => pred.est_start + Duration::days(lag),
        "FF" => pred.est_end + Duration::days(lag) - Duration::days(days - 1),
        "SF" => pred.est_start + Duration::days(lag) - Duration::days(days - 1),
        _ => pred.est_end + Duration::days(1 + lag),
    }
}

/// Moves later every successor (transitively) that starts before its links allow. Links have no cycles.
async fn push<C: ConnectionTrait>(db: &C, ctx: &Ctx, from: Uuid) -> ApiResult<()> {
    let mut queue = VecDeque::from([from]);
    let mut steps = 0;
    while let Some(pred_id) = queue.pop_front() {
        steps += 1;
        if steps > 20_000 {
            break;
        }
        let pred = find_activity(db, ctx, pred_id).await?;
        for l in link::Entity::find().filter(link::Column::PredecessorId.eq(pred_id)).all(db).await? {
            let succ = find_activity(db, ctx, l.successor_id).await?;
            if succ.is_summary {
                continue;
            }
            let days = rollup::duration_days(succ.est_start, succ.est_end);
            let earliest = earliest_start(&l.kind, l.lag_days.into(), &pred, days);
            if succ.est_start < earliest {
                let shift = earliest - succ.est_start;
                set_dates(db, ctx, &succ, earliest, succ.est_end + shift, None).await?;
                queue.push_back(succ.id);
            }
        }
    }
    Ok(())
}
