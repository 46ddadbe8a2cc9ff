//! The activity list: the WBS tree in order, a page at a time, with the totals of everything the filters match.
//! Collapsed summaries leave their subtrees out (so pages stay right); filters list the matching activities only,
//! at their level, without the summaries above them.

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
use std::collections::BTreeMap;
use uuid::Uuid;

use super::{dto::*, rollup::duration_days, view};
use crate::quality::{can_read, entity::{activity, activity_value}};

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
    let totals = totals(&state.db, select.clone(), filtering).await?;
    if !filtering {
        let collapsed: Vec<Uuid> = split_list(q.filter.collapsed.as_deref()).iter().filter_map(|v| Uuid::parse_str(v).ok()).take(500).collect();
        if !collapsed.is_empty() {
            let paths: Vec<String> = activity::Entity::scoped(&ctx.tenant).select_only().column(activity::Column::Path).filter(activity::Column::ProjectId.eq(project)).filter(activity::Column::Id.is_in(collapsed)).into_tuple().all(&state.db).await?;
            for p in paths {
                select = select.filter(Condition::all().not().add(activity::Column::Path.starts_with(format!("{p}."))));
            }
        }
    }
    let total = if filtering { totals.activities } else { select.clone().count(&state.db).await? };
    let rows = select.order_by_asc(activity::Column::Path).offset((q.list.page() - 1) * q.list.rows()).limit(q.list.rows()).all(&state.db).await?;
    let data = view::many(&state.db, rows).await?;
    let (page, per) = (q.list.page(), q.list.rows());
    Ok(Json(ActivityPage { data, current_page: page, total, rows_per_page: per, has_more: page * per < total, totals }))
}

type TotalsRow = (bool, NaiveDate, NaiveDate, f64, String, Option<i64>, Option<i64>, Option<i64>);

/// Totals over the matching activities: leaves only without a filter (summaries are their sums), every match with one.
async fn totals(db: &sea_orm::DatabaseConnection, select: Select<activity::Entity>, filtering: bool) -> ApiResult<ActivityTotals> {
    use activity::Column as C;
    let rows: Vec<TotalsRow> = select
        .select_only()
        .columns([C::IsSummary, C::EstStart, C::EstEnd, C::Progress, C::Currency, C::EstimatedCostE4, C::ExpectedCostE4, C::ActualCostE4])
        .into_tuple()
        .all(db)
        .await?;
    let today = Utc::now().date_naive();
    let mut t = ActivityTotals { activities: rows.len() as u64, progress: 0.0, start: None, end: None, late: 0, costs: Vec::new() };
    let (mut weight, mut weighted) = (0_i64, 0.0);
    let mut costs: BTreeMap<String, (u64, i64, i64, i64)> = BTreeMap::new();
    for (summary, start, end, progress, currency, est, exp, act) in rows {
        t.start = Some(t.start.map_or(start, |s: NaiveDate| s.min(start)));
        t.end = Some(t.end.map_or(end, |e: NaiveDate| e.max(end)));
        if summary && !filtering {
            continue;
        }
        if progress < 100.0 && end < today {
            t.late += 1;
        }
        let days = duration_days(start, end);
        weight += days;
        weighted += progress * days as f64;
        let c = costs.entry(currency).or_default();
        c.0 += 1;
        c.1 = c.1.saturating_add(est.unwrap_or(0));
        c.2 = c.2.saturating_add(exp.unwrap_or(0));
        c.3 = c.3.saturating_add(act.unwrap_or(0));
    }
    if weight > 0 {
        t.progress = (weighted / weight as f64 * 10.0).round() / 10.0;
    }
    t.costs = costs.into_iter().map(|(currency, (n, e, x, a))| CurrencyTotals { currency, activities: n, estimated_cost: e as f64 / 1e4, expected_cost: x as f64 / 1e4, actual_cost: a as f64 / 1e4 }).collect();
    Ok(t)
}
