//! The units list of a project (`/warranties/fichas`): filters by status, type, responsible, floor and text, sorted
//! naturally by name ('2' before '10'), and the counts by status.

use std::collections::BTreeMap;

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    envelope::{paginate_capped, ListQuery, One, Page},
    error::QueryParams,
    search::contains_any,
    tenant::Scoped,
};
use platform::{ApiResult, AppState};
use sea_orm::{ColumnTrait, Order, QueryFilter, QueryOrder, QuerySelect};

use super::{dto::*, view};
use crate::warranties::{can_read, entity::unit};

/// Counting every matching unit of a very large project costs more than the page itself.
const COUNT_CAP: u64 = 10_000;

/// The project's units, filtered and paginated.
#[utoipa::path(get, operation_id = "list_units", path = "/warranties/units", tag = "warranties", params(ListQuery, UnitFilters, ("projectId" = uuid::Uuid, Query)), responses((status = 200, body = Page<UnitOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<UnitsQuery>) -> ApiResult<Json<Page<UnitOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let f = &query.filters;
    let mut select = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::ProjectId.eq(project));
    let statuses: Vec<&str> = f.status.as_deref().unwrap_or_default().split(',').map(str::trim).filter(|s| UnitStatus::parse(s).is_some()).collect();
    if !statuses.is_empty() {
        select = select.filter(unit::Column::Status.is_in(statuses));
    }
    if let Some(t) = f.unit_type_id {
        select = select.filter(unit::Column::UnitTypeId.eq(t));
    }
    if let Some(r) = f.responsible_id {
        select = select.filter(unit::Column::ResponsibleId.eq(r));
    }
    if let Some(floor) = f.floor.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        select = select.filter(unit::Column::Floor.eq(floor));
    }
    if let Some(text) = query.list.search() {
        select = select.filter(contains_any(&[unit::Column::Name, unit::Column::Floor], text));
    }
    let order = if query.list.descending() { Order::Desc } else { Order::Asc };
    select = match query.list.sort_by.as_deref() {
        Some("floor") => select.order_by(unit::Column::Floor, order.clone()),
        Some("status") => select.order_by(unit::Column::Status, order.clone()),
        Some("scheduled_at") => select.order_by(unit::Column::ScheduledAt, order.clone()),
        Some("delivery_date") => select.order_by(unit::Column::DeliveryDate, order.clone()),
        _ => select,
    };
    let select = select.order_by(unit::Column::SortKey, order).order_by_asc(unit::Column::Id);
    let (page, _) = paginate_capped(&state.db, select, &query.list, COUNT_CAP).await?;
    let data = view::many(&state.db, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// How many units the project has in each state.
#[utoipa::path(get, operation_id = "units_summary", path = "/warranties/units/summary", tag = "warranties", params(("projectId" = uuid::Uuid, Query)), responses((status = 200, body = One<SummaryOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn summary(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<SummaryOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let rows: Vec<(String, i64)> = unit::Entity::scoped(&ctx.tenant)
        .select_only()
        .column(unit::Column::Status)
        .column_as(unit::Column::Id.count(), "n")
        .filter(unit::Column::ProjectId.eq(project))
        .group_by(unit::Column::Status)
        .into_tuple()
        .all(&state.db)
        .await?;
    let mut by_status: BTreeMap<String, u64> = UnitStatus::ALL.iter().map(|s| (s.to_string(), 0)).collect();
    for (status, n) in rows {
        by_status.insert(status, n as u64);
    }
    Ok(Json(One::new(SummaryOut { total: by_status.values().sum(), by_status })))
}
