//! A unit's state changes (SPEC §4 Delivery file): schedule the delivery visit (the owners get an e-mail to confirm
//! or reject it), confirm or reject it on their behalf, deliver (setting a delivery date moves it to delivered),
//! and the two returns to new: `reset` clears the schedule and the delivery date, `reset_clean` also removes
//! owners, revisions, details and accessories, after an explicit confirmation, recording what it removed.

use axum::{extract::State, Json};
use chrono::{DateTime, Utc};
use platform::{context::Ctx, envelope::One, error::{IdPath, JsonBody}, i18n::Msg, security, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{activity, agenda, dto::*, notify, owners, save, view};
use crate::warranties::{can_edit, entity::{detail, file, owner, revision, unit}, find_unit};

/// SPEC §5, §9: the delivery note is at most 250 characters, without special characters.
pub const MAX_NOTE: usize = 250;

/// Applies one action to the unit.
#[utoipa::path(post, operation_id = "unit_action", path = "/warranties/units/{id}/actions", tag = "warranties", params(("id" = Uuid, Path)), request_body = UnitActionIn, responses((status = 200, body = One<UnitOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn act(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<UnitActionIn>) -> ApiResult<Json<One<UnitOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let unit = find_unit(&txn, &ctx, id).await?;
    let status = UnitStatus::parse(&unit.status).unwrap_or(UnitStatus::New);
    let action = input.action.as_deref().map(str::trim).unwrap_or_default();
    let mut proposal = None;
    match action {
        "schedule" => proposal = Some(schedule(&txn, &ctx, &unit, status, &input).await?),
        "confirm" | "reject" => answer(&txn, &ctx, &unit, status, action == "confirm", input.reason.as_deref()).await?,
        "deliver" => deliver(&txn, &ctx, &unit, status, &input).await?,
        "reset" => reset(&txn, &ctx, &unit, false).await?,
        "reset_clean" if input.confirm => reset(&txn, &ctx, &unit, true).await?,
        "reset_clean" => return Err(ApiError::field("confirm", Msg::new("warranties.confirm_clean"))),
        "" => return Err(ApiError::field("action", Msg::new("validation.required"))),
        _ => return Err(ApiError::field("action", Msg::new("validation.one_of"))),
    }
    let row = find_unit(&txn, &ctx, id).await?;
    if let Some((token, when)) = proposal {
        notify::proposed_visit(&state, &txn, &ctx, &row, &token, when).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

fn refuse(status: UnitStatus) -> ApiError {
    ApiError::field("action", Msg::new("warranties.action_not_allowed").arg("status", status.as_str()))
}

/// Proposes (or moves) the visit: a responsible of the project with room in that day's agenda. Returns the
/// owners' token and the visit in the offset the client sent (the e-mail shows that local time).
async fn schedule<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, status: UnitStatus, input: &UnitActionIn) -> ApiResult<(String, DateTime<chrono::FixedOffset>)> {
    if status.delivered() {
        return Err(refuse(status));
    }
    let mut v = Validator::new();
    let responsible = input.responsible_id.or(unit.responsible_id);
    if responsible.is_none() {
        v.add("responsible_id", Msg::new("validation.required"));
    }
    let when = match input.scheduled_at.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => {
            v.add("scheduled_at", Msg::new("validation.required"));
            None
        }
        Some(text) => DateTime::parse_from_rfc3339(text).ok().or_else(|| {
            v.add("scheduled_at", Msg::new("validation.date"));
            None
        }),
    };
    if let Some(r) = responsible {
        if !save::works_in(db, ctx, unit.project_id, r).await? {
            v.add("responsible_id", Msg::new("warranties.responsible_missing"));
        }
    }
    v.finish()?;
    let (Some(responsible), Some(when)) = (responsible, when) else { return Err(ApiError::internal("validated schedule without its values")) };
    agenda::check_room(db, ctx, unit, responsible, when).await?;
    let token = security::random_token();
    unit::Entity::update_many()
        .col_expr(unit::Column::Status, Expr::value(UnitStatus::ToConfirm.as_str()))
        .col_expr(unit::Column::ResponsibleId, Expr::value(Some(responsible)))
        .col_expr(unit::Column::ScheduledAt, Expr::value(Some(when.with_timezone(&Utc))))
        .col_expr(unit::Column::ScheduleToken, Expr::value(Some(security::sha256_hex(&token))))
        .col_expr(unit::Column::ScheduleAnswer, Expr::value(None::<String>))
        .col_expr(unit::Column::Version, Expr::col(unit::Column::Version).add(1))
        .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit::Column::Id.eq(unit.id))
        .exec(db)
        .await?;
    activity::record(db, ctx, unit.id, "warranties.visit_scheduled", Some(serde_json::json!({"status": unit.status, "scheduled_at": unit.scheduled_at})), Some(serde_json::json!({"status": "to_confirm", "scheduled_at": when.with_timezone(&Utc), "responsible_id": responsible}))).await?;
    Ok((token, when))
}

/// The owners' answer, given by staff (a phone call) or by the owner through the e-mail link.
pub async fn answer<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, status: UnitStatus, confirm: bool, reason: Option<&str>) -> ApiResult<()> {
    if !matches!(status, UnitStatus::ToConfirm | UnitStatus::Confirmed | UnitStatus::Rejected) {
        return Err(refuse(status));
    }
    let reason = reason.map(str::trim).filter(|r| !r.is_empty()).map(|r| r.chars().take(250).collect::<String>());
    let next = apply_answer(db, unit, confirm, reason.clone()).await?;
    activity::record(db, ctx, unit.id, if confirm { "warranties.visit_confirmed" } else { "warranties.visit_rejected" }, Some(serde_json::json!({"status": unit.status})), Some(serde_json::json!({"status": next.as_str(), "reason": reason}))).await
}

pub async fn apply_answer<C: ConnectionTrait>(db: &C, unit: &unit::Model, confirm: bool, reason: Option<String>) -> ApiResult<UnitStatus> {
    let next = if confirm { UnitStatus::Confirmed } else { UnitStatus::Rejected };
    unit::Entity::update_many()
        .col_expr(unit::Column::Status, Expr::value(next.as_str()))
        .col_expr(unit::Column::ScheduleAnswer, Expr::value(if confirm { None } else { reason }))
        .col_expr(unit::Column::Version, Expr::col(unit::Column::Version).add(1))
        .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit::Column::Id.eq(unit.id))
        .exec(db)
        .await?;
    Ok(next)
}

/// The note of a delivery: at most 250 characters of letters, digits, spaces and common punctuation.
pub fn valid_note(v: &mut Validator, note: Option<&str>) -> Option<String> {
    let note = note.map(str::trim).filter(|n| !n.is_empty())?;
    v.length("note", note, 1, MAX_NOTE);
    if note.chars().any(|c| !(c.is_alphanumeric() || c == ' ' || ".,;:-()¿?¡!'\"/°ºª#%\n".contains(c))) {
        v.add("note", Msg::new("warranties.note_special"));
    }
    Some(note.to_string())
}

/// Delivered, or delivered with observations when the revision has open failures.
pub async fn delivered_status<C: ConnectionTrait>(db: &C, unit: Uuid) -> ApiResult<UnitStatus> {
    let failures = revision::Entity::find().filter(revision::Column::UnitId.eq(unit)).filter(revision::Column::Status.eq(RevisionStatus::Failure.as_str())).count(db).await?;
    Ok(if failures > 0 { UnitStatus::DeliveredObservations } else { UnitStatus::Delivered })
}

async fn deliver<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, status: UnitStatus, input: &UnitActionIn) -> ApiResult<()> {
    if status.delivered() {
        return Err(refuse(status));
    }
    let mut v = Validator::new();
    let date = match input.delivery_date.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => {
            v.add("delivery_date", Msg::new("validation.required"));
            None
        }
        Some(d) => v.date("delivery_date", d),
    };
    if let Some(d) = date {
        v.date_before("delivery_date", d, Utc::now().date_naive(), true);
    }
    let note = valid_note(&mut v, input.note.as_deref());
    v.finish()?;
    let next = delivered_status(db, unit.id).await?;
    unit::Entity::update_many()
        .col_expr(unit::Column::Status, Expr::value(next.as_str()))
        .col_expr(unit::Column::DeliveryDate, Expr::value(date))
        .col_expr(unit::Column::Note, Expr::value(note.clone()))
        .col_expr(unit::Column::Version, Expr::col(unit::Column::Version).add(1))
        .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit::Column::Id.eq(unit.id))
        .exec(db)
        .await?;
    let data = serde_json::json!({"id": unit.id, "project_id": unit.project_id, "name": unit.name, "status": next.as_str(), "delivery_date": date, "note": note});
    crate::config::webhooks::emit(db, unit.company_id, "unit.delivered", data).await?;
    activity::record(db, ctx, unit.id, "warranties.delivered", Some(serde_json::json!({"status": unit.status})), Some(serde_json::json!({"status": next.as_str(), "delivery_date": date, "note": note}))).await
}

/// Back to new. The signed acts stay stored (they are a record of what was signed) but the unit no longer points
/// at one; `clean` also removes what the delivery file gathered.
async fn reset<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, clean: bool) -> ApiResult<()> {
    let mut removed = serde_json::Map::new();
    if clean {
        let owners_before = owners::of(db, unit.id).await?;
        removed.insert("owners".into(), serde_json::json!(owners_before.iter().map(|o| format!("{} {}", o.first_name, o.last_name)).collect::<Vec<_>>()));
        let revisions = revision::Entity::delete_many().filter(revision::Column::UnitId.eq(unit.id)).exec(db).await?.rows_affected;
        file::Entity::delete_many().filter(file::Column::UnitId.eq(unit.id)).filter(file::Column::Kind.eq("photo")).exec(db).await?;
        let meters = detail::Entity::delete_many().filter(detail::Column::UnitId.eq(unit.id)).filter(detail::Column::Kind.ne("accessory")).exec(db).await?.rows_affected;
        let accessories = detail::Entity::delete_many().filter(detail::Column::UnitId.eq(unit.id)).exec(db).await?.rows_affected;
        owner::Entity::delete_many().filter(owner::Column::UnitId.eq(unit.id)).exec(db).await?;
        removed.insert("revisions".into(), revisions.into());
        removed.insert("meters".into(), meters.into());
        removed.insert("accessories".into(), accessories.into());
    }
    unit::Entity::update_many()
        .col_expr(unit::Column::Status, Expr::value(UnitStatus::New.as_str()))
        .col_expr(unit::Column::ScheduledAt, Expr::value(None::<DateTime<Utc>>))
        .col_expr(unit::Column::ScheduleToken, Expr::value(None::<String>))
        .col_expr(unit::Column::ScheduleAnswer, Expr::value(None::<String>))
        .col_expr(unit::Column::DeliveryDate, Expr::value(None::<chrono::NaiveDate>))
        .col_expr(unit::Column::Note, Expr::value(None::<String>))
        .col_expr(unit::Column::ActId, Expr::value(None::<Uuid>))
        .col_expr(unit::Column::Version, Expr::col(unit::Column::Version).add(1))
        .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(unit::Column::Id.eq(unit.id))
        .exec(db)
        .await?;
    let before = serde_json::json!({"status": unit.status, "scheduled_at": unit.scheduled_at, "delivery_date": unit.delivery_date});
    activity::record(db, ctx, unit.id, if clean { "warranties.reset_clean" } else { "warranties.reset" }, Some(before), Some(serde_json::json!({"status": "new", "removed": removed}))).await
}
