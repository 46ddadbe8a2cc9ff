//! After-sales statistics (`dashboard` solicitudes and eficiencia, `estadisticas`): requests by status, origin and
//! age bucket, failures by place, item and severity, time to first response and to close, orders on time, and
//! requests opened and finished per week; for the active project or all the user's projects, over a date range
//! of creation. The numbers are the same in the xlsx export.

use std::collections::{BTreeMap, HashMap};

use axum::{extract::State, http::header, response::IntoResponse, response::Response, Json};
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::QueryParams, i18n::Msg, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait, Select};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::can_read;
use crate::tickets::{
    self, age,
    entity::{message, ticket},
};
use crate::warranties::entity::{failure, order};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatsQuery {
    /// Requests created on or after (YYYY-MM-DD).
    pub from: Option<String>,
    /// Requests created on or before (YYYY-MM-DD).
    pub to: Option<String>,
    /// Every project of the user instead of the active one.
    #[serde(default, deserialize_with = "platform::envelope::loose::opt_bool")]
    pub all_projects: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema, Clone)]
pub struct Count {
    pub name: String,
    pub count: u64,
}

#[derive(Serialize, utoipa::ToSchema, Default, Clone, Copy)]
pub struct Spread {
    pub avg: Option<f64>,
    pub median: Option<f64>,
    /// How many requests the figure is made of.
    pub count: u64,
}

#[derive(Serialize, utoipa::ToSchema, Default, Clone)]
pub struct OrdersOnTime {
    pub total: u64,
    pub on_time: u64,
    pub late: u64,
    /// Not managed yet and not past their end.
    pub open: u64,
}

#[derive(Serialize, utoipa::ToSchema, Clone)]
pub struct Week {
    /// The Monday of the ISO week.
    pub week: NaiveDate,
    pub created: u64,
    pub finished: u64,
}

#[derive(Serialize, utoipa::ToSchema, Clone)]
pub struct StatsOut {
    pub total: u64,
    pub by_status: BTreeMap<String, u64>,
    /// Live requests by age bucket, youngest first (lt1, d1_15, d16_30, d31_45, gt45).
    pub by_age: Vec<Count>,
    pub by_origin: BTreeMap<String, u64>,
    pub failures_total: u64,
    pub failures_out_of_warranty: u64,
    /// The ten most frequent, most first.
    pub failures_by_place: Vec<Count>,
    pub failures_by_item: Vec<Count>,
    pub failures_by_severity: Vec<Count>,
    /// From creation to the first staff message.
    pub first_response_hours: Spread,
    /// From creation to finished.
    pub close_days: Spread,
    pub orders: OrdersOnTime,
    pub requests_by_week: Vec<Week>,
}

/// The statistics of the range.
#[utoipa::path(get, operation_id = "after_sales_stats", path = "/warranties/stats", tag = "warranties", params(StatsQuery), responses((status = 200, body = One<StatsOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn stats(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<StatsQuery>) -> ApiResult<Json<One<StatsOut>>> {
    can_read(&ctx)?;
    Ok(Json(One::new(compute(&state, &ctx, &query).await?)))
}

/// The same figures as a spreadsheet, one sheet per table.
#[utoipa::path(get, operation_id = "export_after_sales_stats", path = "/warranties/stats/export", tag = "warranties", params(StatsQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn export(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<StatsQuery>) -> ApiResult<Response> {
    can_read(&ctx)?;
    let out = compute(&state, &ctx, &query).await?;
    let bytes = super::stats_xlsx::workbook(ctx.locale, &out).map_err(ApiError::internal)?;
    let name = platform::storage::serve::content_disposition(false, "estadisticas-postventa.xlsx");
    Ok(([(header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_string()), (header::CONTENT_DISPOSITION, name)], bytes).into_response())
}

/// Company, projects (sorted), from, to.
type Key = (Uuid, Vec<Uuid>, Option<NaiveDate>, Option<NaiveDate>);
static KEPT: super::stats_cache::Kept<Key, StatsOut> = super::stats_cache::Kept::new();

async fn compute(state: &AppState, ctx: &Ctx, query: &StatsQuery) -> ApiResult<StatsOut> {
    let projects: Vec<Uuid> = if query.all_projects.unwrap_or(false) { ctx.project_ids.clone() } else { vec![ctx.require_project()?] };
    let from = date(query.from.as_deref(), "from")?;
    let to = date(query.to.as_deref(), "to")?;
    if let (Some(f), Some(t)) = (from, to) {
        if t < f {
            return Err(ApiError::field("to", Msg::new("validation.date_after").arg("date", f.format("%d/%m/%Y"))));
        }
    }
    let mut sorted = projects.clone();
    sorted.sort();
    let key = (ctx.company.id, sorted, from, to);
    if let Some(kept) = KEPT.get(&key) {
        return Ok(kept);
    }
    let seen = crate::tickets::store::changes();
    let db = &state.db;
    let ranged = |select: Select<ticket::Entity>| {
        let mut select = select.filter(ticket::Column::Scope.eq(tickets::POSTVENTA)).filter(ticket::Column::ProjectId.is_in(projects.clone())).filter(ticket::Column::MergedInto.is_null());
        if let Some(f) = from {
            select = select.filter(ticket::Column::CreatedAt.gte(start_of(f)));
        }
        if let Some(t) = to {
            select = select.filter(ticket::Column::CreatedAt.lt(start_of(t + Duration::days(1))));
        }
        select
    };
    let rows: Vec<Row> = ranged(ticket::Entity::scoped(&ctx.tenant))
        .select_only()
        .columns([ticket::Column::Id, ticket::Column::Status, ticket::Column::Origin, ticket::Column::CreatedAt, ticket::Column::FinishedAt])
        .into_tuple()
        .all(db)
        .await?;
    let in_range = ranged(ticket::Entity::scoped(&ctx.tenant)).select_only().column(ticket::Column::Id).into_query();
    let firsts: Vec<(Uuid, Option<DateTime<Utc>>)> = message::Entity::find()
        .select_only()
        .column(message::Column::TicketId)
        .column_as(message::Column::CreatedAt.min(), "first")
        .filter(message::Column::AuthorId.is_not_null())
        .filter(message::Column::TicketId.in_subquery(in_range.clone()))
        .group_by(message::Column::TicketId)
        .into_tuple()
        .all(db)
        .await?;
    // Counted by the database: a few hundred groups travel instead of every failure.
    let failures: Vec<FailureRow> = failure::Entity::find()
        .select_only()
        .columns([failure::Column::PlaceName, failure::Column::ItemName, failure::Column::SeverityName, failure::Column::InWarranty])
        .column_as(failure::Column::Id.count(), "n")
        .filter(failure::Column::TicketId.in_subquery(in_range.clone()))
        .filter(failure::Column::Status.ne("combined"))
        .group_by(failure::Column::PlaceName)
        .group_by(failure::Column::ItemName)
        .group_by(failure::Column::SeverityName)
        .group_by(failure::Column::InWarranty)
        .into_tuple()
        .all(db)
        .await?;
    let orders: Vec<OrderRow> = order::Entity::find()
        .select_only()
        .columns([order::Column::EndsAt, order::Column::ManagedAt, order::Column::Status])
        .filter(order::Column::TicketId.in_subquery(in_range))
        .filter(order::Column::Status.ne("cancelled"))
        .into_tuple()
        .all(db)
        .await?;
    let out = assemble(&rows, &firsts, &failures, &orders, Utc::now());
    KEPT.put(key, seen, out.clone());
    Ok(out)
}

/// id, status, origin, created, finished.
type Row = (Uuid, String, String, DateTime<Utc>, Option<DateTime<Utc>>);
/// place, item, severity, in warranty, how many.
type FailureRow = (String, String, Option<String>, bool, i64);
/// ends, managed, status.
type OrderRow = (DateTime<Utc>, Option<DateTime<Utc>>, String);

/// The figures from the rows read; pure, so the tests can check them against hand counts.
pub fn assemble(rows: &[Row], firsts: &[(Uuid, Option<DateTime<Utc>>)], failures: &[FailureRow], orders: &[OrderRow], now: DateTime<Utc>) -> StatsOut {
    let mut by_status = BTreeMap::new();
    let mut by_origin = BTreeMap::new();
    let mut ages: HashMap<&str, u64> = HashMap::new();
    let mut weeks: BTreeMap<NaiveDate, (u64, u64)> = BTreeMap::new();
    for (_, status, origin, created, finished) in rows {
        *by_status.entry(status.clone()).or_insert(0) += 1;
        *by_origin.entry(origin.clone()).or_insert(0) += 1;
        if status != "finished" {
            if let Some(bucket) = age::names().find(|b| age::window(b, now).is_some_and(|(newest, oldest)| *created <= newest && oldest.is_none_or(|o| *created > o))) {
                *ages.entry(bucket).or_insert(0) += 1;
            }
        }
        weeks.entry(monday(created.date_naive())).or_default().0 += 1;
        if let Some(f) = finished {
            weeks.entry(monday(f.date_naive())).or_default().1 += 1;
        }
    }
    let created_at: HashMap<Uuid, DateTime<Utc>> = rows.iter().map(|r| (r.0, r.3)).collect();
    let response: Vec<f64> = firsts.iter().filter_map(|(id, first)| Some((first.as_ref()? .signed_duration_since(*created_at.get(id)?)).num_minutes() as f64 / 60.0)).collect();
    let close: Vec<f64> = rows.iter().filter(|r| r.1 == "finished").filter_map(|r| Some(r.4?.signed_duration_since(r.3).num_minutes() as f64 / 1440.0)).collect();
    let mut on_time = OrdersOnTime::default();
    for (ends, managed, _) in orders {
        on_time.total += 1;
        match managed {
            Some(m) if m <= ends => on_time.on_time += 1,
            Some(_) => on_time.late += 1,
            None if *ends < now => on_time.late += 1,
            None => on_time.open += 1,
        }
    }
    StatsOut {
        total: rows.len() as u64,
        by_status,
        by_age: age::names().map(|b| Count { name: b.into(), count: ages.get(b).copied().unwrap_or(0) }).collect(),
        by_origin,
        failures_total: failures.iter().map(|f| f.4 as u64).sum(),
        failures_out_of_warranty: failures.iter().filter(|f| !f.3).map(|f| f.4 as u64).sum(),
        failures_by_place: top(failures.iter().map(|f| (f.0.clone(), f.4))),
        failures_by_item: top(failures.iter().map(|f| (f.1.clone(), f.4))),
        failures_by_severity: top(failures.iter().filter_map(|f| Some((f.2.clone()?, f.4)))),
        first_response_hours: spread(response),
        close_days: spread(close),
        orders: on_time,
        requests_by_week: weeks.into_iter().map(|(week, (created, finished))| Week { week, created, finished }).collect(),
    }
}

/// The ten largest of (name, how many) groups, summed by name.
fn top(groups: impl Iterator<Item = (String, i64)>) -> Vec<Count> {
    let mut counts: HashMap<String, u64> = HashMap::new();
    for (name, n) in groups {
        *counts.entry(name).or_insert(0) += n.max(0) as u64;
    }
    let mut out: Vec<Count> = counts.into_iter().map(|(name, count)| Count { name, count }).collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.name.cmp(&b.name)));
    out.truncate(10);
    out
}

fn spread(mut values: Vec<f64>) -> Spread {
    if values.is_empty() {
        return Spread::default();
    }
    values.sort_by(f64::total_cmp);
    let n = values.len();
    let median = if n % 2 == 1 { values[n / 2] } else { (values[n / 2 - 1] + values[n / 2]) / 2.0 };
    let round = |x: f64| (x * 10.0).round() / 10.0;
    Spread { avg: Some(round(values.iter().sum::<f64>() / n as f64)), median: Some(round(median)), count: n as u64 }
}

fn monday(day: NaiveDate) -> NaiveDate {
    day - Duration::days(day.weekday().num_days_from_monday() as i64)
}

fn start_of(day: NaiveDate) -> DateTime<Utc> {
    day.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
}

fn date(text: Option<&str>, field: &str) -> ApiResult<Option<NaiveDate>> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => NaiveDate::parse_from_str(t, "%Y-%m-%d").map(Some).map_err(|_| ApiError::field(field, Msg::new("validation.date"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn figures_match_a_hand_count() {
        let now = Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap();
        let (a, b, c) = (Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7());
        let rows = vec![
            (a, "finished".to_string(), "call".to_string(), now - Duration::days(10), Some(now - Duration::days(8))),
            (b, "open".to_string(), "email".to_string(), now - Duration::hours(3), None),
            (c, "new".to_string(), "call".to_string(), now - Duration::days(20), None),
        ];
        let firsts = vec![(a, Some(now - Duration::days(10) + Duration::hours(2))), (c, Some(now - Duration::days(20) + Duration::hours(4)))];
        let failures = vec![("Baño".to_string(), "Cerámica".to_string(), Some("Alta".to_string()), true, 1), ("Baño".to_string(), "Grifería".to_string(), None, false, 1), ("Cocina".to_string(), "Cerámica".to_string(), Some("Alta".to_string()), true, 2)];
        let orders = vec![(now - Duration::days(5), Some(now - Duration::days(6)), "managed".to_string()), (now - Duration::days(1), None, "created".to_string()), (now + Duration::days(1), None, "created".to_string())];
        let out = assemble(&rows, &firsts, &failures, &orders, now);
        assert_eq!(out.total, 3);
        assert_eq!(out.by_status.get("finished"), Some(&1));
        assert_eq!(out.by_origin.get("call"), Some(&2));
        let ages: Vec<(String, u64)> = out.by_age.iter().map(|c| (c.name.clone(), c.count)).collect();
        assert_eq!(ages, vec![("lt1".into(), 1), ("d1_15".into(), 0), ("d16_30".into(), 1), ("d31_45".into(), 0), ("gt45".into(), 0)]);
        assert_eq!((out.failures_by_place[0].name.as_str(), out.failures_by_place[0].count), ("Baño", 2));
        assert_eq!((out.failures_by_place[1].name.as_str(), out.failures_by_place[1].count), ("Cocina", 2));
        assert_eq!((out.failures_by_item[0].name.as_str(), out.failures_by_item[0].count), ("Cerámica", 3));
        assert_eq!((out.failures_total, out.failures_out_of_warranty), (4, 1));
        assert_eq!(out.first_response_hours.avg, Some(3.0));
        assert_eq!(out.first_response_hours.median, Some(3.0));
        assert_eq!(out.close_days.avg, Some(2.0));
        assert_eq!((out.orders.total, out.orders.on_time, out.orders.late, out.orders.open), (3, 1, 1, 1));
        assert_eq!(out.requests_by_week.iter().map(|w| w.created).sum::<u64>(), 3);
        assert_eq!(out.requests_by_week.iter().map(|w| w.finished).sum::<u64>(), 1);
    }
}
