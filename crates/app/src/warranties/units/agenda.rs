//! The delivery agenda (`/warranties/agenda`). The capacity model (docs/decisions.md): visits last the project's
//! `visit_minutes`, fall inside its working days and hours (in the offset the client sent), a responsible holds
//! at most `visits_per_day` visits a day across every project, and never two at once.

use axum::{extract::State, Json};
use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveDate, TimeZone, Utc};
use platform::{context::Ctx, entities::user, envelope::One, error::QueryParams, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::dto::UnitStatus;
use crate::warranties::{can_read, config::settings::{self, Delivery}, entity::unit};

/// The states in which a unit holds a place in the agenda.
const BOOKED: [&str; 2] = ["to_confirm", "confirmed"];

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AgendaQuery {
    /// First day, `YYYY-MM-DD`.
    pub from: Option<String>,
    /// Last day, `YYYY-MM-DD` (at most 62 days after `from`).
    pub to: Option<String>,
    pub responsible_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VisitOut {
    pub unit_id: Uuid,
    pub unit_name: String,
    pub floor: Option<String>,
    pub responsible_id: Option<Uuid>,
    pub responsible_name: Option<String>,
    pub scheduled_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub status: UnitStatus,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AgendaOut {
    pub visit_minutes: i32,
    pub visits_per_day: i32,
    pub day_start: String,
    pub day_end: String,
    pub working_days: Vec<u32>,
    pub visits: Vec<VisitOut>,
}

/// The project's delivery visits between two days.
#[utoipa::path(get, operation_id = "get_delivery_agenda", path = "/warranties/agenda", tag = "warranties", params(AgendaQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = One<AgendaOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<AgendaQuery>) -> ApiResult<Json<One<AgendaOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let mut v = Validator::new();
    let from = q.from.as_deref().and_then(|d| v.date("from", d)).unwrap_or_else(|| Utc::now().date_naive() - Duration::days(7));
    let to = q.to.as_deref().and_then(|d| v.date("to", d)).unwrap_or(from + Duration::days(42));
    v.date_after("to", to, from, true);
    v.date_before("to", to, from + Duration::days(62), true);
    v.finish()?;
    let cfg: Delivery = settings::section(&state.db, &ctx, project, "delivery").await?;
    let start = Utc.from_utc_datetime(&from.and_hms_opt(0, 0, 0).unwrap_or_default()) - Duration::hours(14);
    let end = Utc.from_utc_datetime(&(to + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap_or_default()) + Duration::hours(14);
    let mut select = unit::Entity::scoped(&ctx.tenant)
        .filter(unit::Column::ProjectId.eq(project))
        .filter(unit::Column::Status.is_in(BOOKED))
        .filter(unit::Column::ScheduledAt.gte(start))
        .filter(unit::Column::ScheduledAt.lt(end))
        .order_by_asc(unit::Column::ScheduledAt);
    if let Some(r) = q.responsible_id {
        select = select.filter(unit::Column::ResponsibleId.eq(r));
    }
    let rows = select.all(&state.db).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|u| u.responsible_id).collect();
    let names: std::collections::HashMap<Uuid, String> = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(&state.db).await?.into_iter().map(|u| (u.id, u.full_name())).collect();
    let minutes = Duration::minutes(cfg.visit_minutes as i64);
    let visits = rows
        .into_iter()
        .filter_map(|u| {
            let at = u.scheduled_at?;
            Some(VisitOut { unit_id: u.id, responsible_name: u.responsible_id.and_then(|r| names.get(&r).cloned()), responsible_id: u.responsible_id, scheduled_at: at, ends_at: at + minutes, status: UnitStatus::parse(&u.status).unwrap_or(UnitStatus::ToConfirm), floor: u.floor, unit_name: u.name })
        })
        .collect();
    Ok(Json(One::new(AgendaOut { visit_minutes: cfg.visit_minutes, visits_per_day: cfg.visits_per_day, day_start: cfg.day_start, day_end: cfg.day_end, working_days: cfg.working_days, visits })))
}

fn day_bounds(day: NaiveDate, offset: FixedOffset) -> (DateTime<Utc>, DateTime<Utc>) {
    let start = offset.from_local_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default()).single().map(|d| d.with_timezone(&Utc)).unwrap_or_default();
    (start, start + Duration::days(1))
}

/// Refuses a visit outside working hours, on a full day of the responsible, or over another visit.
pub async fn check_room<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, responsible: Uuid, when: DateTime<FixedOffset>) -> ApiResult<()> {
    let cfg: Delivery = settings::section(db, ctx, unit.project_id, "delivery").await?;
    let local = when.naive_local();
    let minutes = Duration::minutes(cfg.visit_minutes as i64);
    let inside = cfg.working_days.contains(&local.weekday().number_from_monday()) && local.time() >= cfg.start() && (local + minutes).time() <= cfg.end() && (local + minutes).date() == local.date();
    if !inside {
        return Err(ApiError::field("scheduled_at", Msg::new("warranties.outside_hours").arg("start", &cfg.day_start).arg("end", &cfg.day_end)));
    }
    let (start, end) = day_bounds(local.date(), *when.offset());
    let same_day = unit::Entity::scoped(&ctx.tenant)
        .filter(unit::Column::ResponsibleId.eq(responsible))
        .filter(unit::Column::Status.is_in(BOOKED))
        .filter(unit::Column::ScheduledAt.gte(start))
        .filter(unit::Column::ScheduledAt.lt(end))
        .filter(unit::Column::Id.ne(unit.id))
        .all(db)
        .await?;
    if same_day.len() as i32 >= cfg.visits_per_day {
        return Err(ApiError::field("scheduled_at", Msg::new("warranties.agenda_full")));
    }
    let at = when.with_timezone(&Utc);
    if same_day.iter().filter_map(|u| u.scheduled_at).any(|other| other < at + minutes && at < other + minutes) {
        return Err(ApiError::field("scheduled_at", Msg::new("warranties.slot_taken")));
    }
    Ok(())
}
