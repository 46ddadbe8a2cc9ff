//! The units list of a project (`/warranties/fichas`): filters by status, type, responsible, floor and text, sorted
//! naturally by name ('2' before '10'), and the counts by status.

use std::collections::{BTreeMap, HashMap};

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::QueryParams,
    search::name_key,
    tenant::Scoped,
};
use platform::{ApiResult, AppState};
use sea_orm::{
    sea_query::{Expr, ExprTrait, LikeExpr},
    ColumnTrait, EntityTrait, Order, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};
use uuid::Uuid;

use super::{dto::*, view};
use crate::warranties::{can_read, entity::unit};

/// The total is counted this many pages past the one asked for (at least 100 units): counting every matching
/// unit of a very large project costs more than the page itself, and a list only needs to know there is more.
const COUNT_PAGES_AHEAD: u64 = 5;

/// The project's units, filtered and paginated. The page's ids are read from the list's covering index first, then
/// its rows by id: a deep page skips index entries, not table rows.
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
        // The name's key is already lower case and accent-free: no function per row, and PostgreSQL's trigram
        // index answers it.
        select = select.filter(contains_key(unit::Column::NameKey, &name_key(text)));
    }
    let order = if query.list.descending() { Order::Desc } else { Order::Asc };
    // Each order is one of the list's indexes: ties of a date are broken by id, of a floor or state by name.
    let select = match query.list.sort_by.as_deref() {
        Some("scheduled_at") => select.order_by(unit::Column::ScheduledAt, order.clone()),
        Some("delivery_date") => select.order_by(unit::Column::DeliveryDate, order.clone()),
        Some("floor") => select.order_by(unit::Column::Floor, order.clone()).order_by(unit::Column::SortKey, order.clone()),
        Some("status") => select.order_by(unit::Column::Status, order.clone()).order_by(unit::Column::SortKey, order.clone()),
        _ => select.order_by(unit::Column::SortKey, order.clone()),
    };
    let select = select.order_by(unit::Column::Id, order);
    let (page, rows) = (query.list.page(), query.list.rows());
    let offset = (page - 1) * rows;
    let ids: Vec<Uuid> = select.clone().select_only().column(unit::Column::Id).offset(offset).limit(rows + 1).into_tuple().all(&state.db).await?;
    let has_more = ids.len() as u64 > rows;
    let ids: Vec<Uuid> = ids.into_iter().take(rows as usize).collect();
    let cap = Ord::max(offset + COUNT_PAGES_AHEAD * rows, 100);
    let counted = select.select_only().column(unit::Column::Id).limit(cap + 1).count(&state.db).await?;
    let total = Ord::max(Ord::min(counted, cap), offset + ids.len() as u64);
    let mut found: HashMap<Uuid, unit::Model> = if ids.is_empty() { HashMap::new() } else { unit::Entity::find().filter(unit::Column::Id.is_in(ids.clone())).all(&state.db).await?.into_iter().map(|u| (u.id, u)).collect() };
    let models = ids.iter().filter_map(|id| found.remove(id)).collect();
    let data = view::many(&state.db, models).await?;
    Ok(Json(Page { data, current_page: page, total, rows_per_page: rows, has_more }))
}

/// `column LIKE '%key%'`, the key's wildcards escaped.
fn contains_key(column: unit::Column, key: &str) -> sea_orm::sea_query::SimpleExpr {
    let escaped = key.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    Expr::col(column).like(LikeExpr::new(format!("%{escaped}%")).escape('\\'))
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
