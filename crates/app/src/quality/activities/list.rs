//! The activity list: the WBS tree in order, a page at a time, with the totals of everything the filters match.
//! Collapsed summaries leave their subtrees out (so pages stay right); filters list the matching activities only,
//! at their level, without the summaries above them.

use std::sync::Arc;

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{
    context::Ctx,
    envelope::{split_list, ListQuery},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select};
use serde::Deserialize;
use uuid::Uuid;

use super::{dto::*, view};
use crate::quality::{cache, can_read, entity::{activity, activity_value}};

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: ActivityFilter,
}

fn filtered(ctx: &Ctx, project: Uuid, f: &ActivityFilter, search: Option<&str>) -> ApiResult<(Select<activity::Entity>, bool)> {
    let mut select = activity::Entity::scoped(&ctx.tenant).filter(activity::Column::ProjectId.eq(project));
    let mut any = false;
    if let Some(text) = search {
        select = select.filter(contains_any(&[activity::Column::Description], text));
        any = true;
    }
    if let Some(stage) = f.stage_id {
        select = select.filter(activity::Column::StageId.eq(stage));
        any = true;
    }
    let values: Vec<Uuid> = split_list(f.value_ids.as_deref()).iter().filter_map(|v| Uuid::parse_str(v).ok()).collect();
    if !values.is_empty() {
        let holders = activity_value::Entity::find().select_only().column(activity_value::Column::ActivityId).filter(activity_value::Column::ValueId.is_in(values));
        select = select.filter(activity::Column::Id.in_subquery(sea_orm::QueryTrait::into_query(holders)));
        any = true;
    }
    if let Some(status) = f.status.as_deref().filter(|s| !s.is_empty()) {
        let today = Utc::now().date_naive();
        select = match status {
            "not_started" => select.filter(activity::Column::Progress.lte(0.0)),
            "in_progress" => select.filter(activity::Column::Progress.gt(0.0)).filter(activity::Column::Progress.lt(100.0)),
            "done" => select.filter(activity::Column::Progress.gte(100.0)),
            "late" => select.filter(activity::Column::Progress.lt(100.0)).filter(activity::Column::EstEnd.lt(today)),
            _ => return Err(ApiError::field("status", Msg::new("validation.one_of"))),
        };
        any = true;
    }
    Ok((select, any))
}

/// A page of the project's activities in WBS order and the totals of all that match (`projectId` required).
#[utoipa::path(get, operation_id = "list_activities", path = "/quality/activities", tag = "quality", params(ListQuery, ActivityFilter, ("projectId" = Uuid, Query)), responses((status = 200, body = ActivityPage), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<ActivityPage>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let (mut select, filtering) = filtered(&ctx, project, &q.filter, q.list.search())?;
    let matching = select.clone();
    let mut collapsed: Vec<Uuid> = Vec::new();
    if !filtering {
        collapsed = split_list(q.filter.collapsed.as_deref()).iter().filter_map(|v| Uuid::parse_str(v).ok()).take(500).collect();
        collapsed.sort();
        collapsed.dedup();
        if !collapsed.is_empty() {
            let paths: Vec<String> = activity::Entity::scoped(&ctx.tenant).select_only().column(activity::Column::Path).filter(activity::Column::ProjectId.eq(project)).filter(activity::Column::Id.is_in(collapsed.clone())).into_tuple().all(&state.db).await?;
            for p in paths {
                select = select.filter(Condition::all().not().add(activity::Column::Path.starts_with(format!("{p}."))));
            }
        }
    }
    // The counts over every match are kept until the schedule changes: paging through a filter counts once.
    let key = cache::key(&state.db, project, Utc::now().date_naive()).await?;
    let signature = format!("{:?}|{:?}|{:?}|{:?}|{collapsed:?}", q.list.search(), q.filter.stage_id, q.filter.value_ids, q.filter.status);
    let counted = match cache::totals(project, &signature, &key) {
        Some(counted) => counted,
        None => {
            let (totals, matched) = totals(&state.db, matching, filtering).await?;
            let total = if collapsed.is_empty() { matched } else { select.clone().count(&state.db).await? };
            let counted = Arc::new(cache::Counted { totals, total });
            cache::put_totals(project, signature, key, counted.clone());
            counted
        }
    };
    let rows = select.order_by_asc(activity::Column::Path).offset((q.list.page() - 1) * q.list.rows()).limit(q.list.rows()).all(&state.db).await?;
    let data = view::many(&state.db, rows).await?;
    let (page, per, total) = (q.list.page(), q.list.rows(), counted.total);
    Ok(Json(ActivityPage { data, current_page: page, total, rows_per_page: per, has_more: page * per < total, totals: counted.totals.clone() }))
}

#[derive(sea_orm::FromQueryResult)]
struct TotalsRow {
    currency: String,
    n: i64,
    est: Option<i64>,
    exp: Option<i64>,
    act: Option<i64>,
    weighted: Option<f64>,
    weight: Option<f64>,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
    late: Option<i64>,
}

/// Totals over the matching activities (leaves only without a filter: summaries are their sums; every match with
/// one), and how many rows matched: aggregated in the database by currency, so 20,000 activities are never read.
async fn totals(db: &sea_orm::DatabaseConnection, select: Select<activity::Entity>, filtering: bool) -> ApiResult<(ActivityTotals, u64)> {
    use activity::Column as C;
    use sea_orm::sea_query::Expr;
    let matched = select.clone().count(db).await?;
    let select = if filtering { select } else { select.filter(C::IsSummary.eq(false)) };
    let today = Utc::now().date_naive();
    // Planned duration in days, inclusive: date arithmetic differs between the engines.
    let days = match db.get_database_backend() {
        sea_orm::DbBackend::Postgres => "(est_end - est_start + 1)",
        _ => "(julianday(est_end) - julianday(est_start) + 1)",
    };
    let late = Expr::cust_with_values(
        match db.get_database_backend() {
            sea_orm::DbBackend::Postgres => "CAST(SUM(CASE WHEN progress < 100 AND est_end < $1 THEN 1 ELSE 0 END) AS BIGINT)",
            _ => "CAST(SUM(CASE WHEN progress < 100 AND est_end < ? THEN 1 ELSE 0 END) AS BIGINT)",
        },
        [sea_orm::Value::from(today)],
    );
    let rows: Vec<TotalsRow> = select
        .select_only()
        .column(C::Currency)
        .column_as(C::Id.count(), "n")
        .column_as(Expr::cust("CAST(SUM(estimated_cost_e4) AS BIGINT)"), "est")
        .column_as(Expr::cust("CAST(SUM(expected_cost_e4) AS BIGINT)"), "exp")
        .column_as(Expr::cust("CAST(SUM(actual_cost_e4) AS BIGINT)"), "act")
        .column_as(Expr::cust(format!("CAST(SUM(progress * {days}) AS DOUBLE PRECISION)")), "weighted")
        .column_as(Expr::cust(format!("CAST(SUM({days}) AS DOUBLE PRECISION)")), "weight")
        .column_as(C::EstStart.min(), "start")
        .column_as(C::EstEnd.max(), "end")
        .column_as(late, "late")
        .group_by(C::Currency)
        .order_by_asc(C::Currency)
        .into_model()
        .all(db)
        .await?;
    let mut t = ActivityTotals { activities: 0, progress: 0.0, start: None, end: None, late: 0, costs: Vec::new() };
    let (mut weight, mut weighted) = (0.0, 0.0);
    for r in rows {
        t.activities += r.n.max(0) as u64;
        t.late += r.late.unwrap_or(0).max(0) as u64;
        weight += r.weight.unwrap_or(0.0);
        weighted += r.weighted.unwrap_or(0.0);
        t.start = match (t.start, r.start) { (Some(a), Some(b)) => Some(a.min(b)), (a, b) => a.or(b) };
        t.end = match (t.end, r.end) { (Some(a), Some(b)) => Some(a.max(b)), (a, b) => a.or(b) };
        let amount = |v: Option<i64>| v.unwrap_or(0) as f64 / 1e4;
        t.costs.push(CurrencyTotals { currency: r.currency, activities: r.n.max(0) as u64, estimated_cost: amount(r.est), expected_cost: amount(r.exp), actual_cost: amount(r.act) });
    }
    if weight > 0.0 {
        t.progress = (weighted / weight * 10.0).round() / 10.0;
    }
    Ok((t, matched))
}
