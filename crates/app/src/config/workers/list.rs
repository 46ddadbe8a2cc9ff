//! `GET /api/workers`.

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, Page},
    error::QueryParams,
    search::{contains_any, equals_ignoring_case},
    tenant::Scoped,
    ApiResult, AppState,
};
use sea_orm::{sea_query::Query, ColumnTrait, QueryFilter, QueryOrder};

use super::{dto::*, entity::{worker, worker_project}, policy, view};

/// The company's site workers by last name; `search` matches names and the national id.
#[utoipa::path(get, operation_id = "list_workers", path = "/workers", tag = "config", params(ListQuery, WorkerFilters), responses((status = 200, body = Page<WorkerOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<WorkerQuery>) -> ApiResult<Json<Page<WorkerOut>>> {
    policy::can_manage(&ctx)?;
    let f = query.filters;
    let mut select = worker::Entity::scoped(&ctx.tenant).order_by_asc(worker::Column::LastName).order_by_asc(worker::Column::FirstName).order_by_asc(worker::Column::Id);
    if let Some(text) = query.list.search() {
        select = select.filter(contains_any(&[worker::Column::FirstName, worker::Column::LastName, worker::Column::NationalId], text));
    }
    if let Some(c) = f.contractor.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        select = select.filter(equals_ignoring_case(worker::Column::Contractor, c));
    }
    if let Some(active) = f.active {
        select = select.filter(worker::Column::Active.eq(active));
    }
    if let Some(project) = f.project_id {
        let members = Query::select().column(worker_project::Column::WorkerId).from(worker_project::Entity).and_where(worker_project::Column::ProjectId.eq(project)).and_where(worker_project::Column::CompanyId.eq(ctx.company.id)).to_owned();
        select = select.filter(worker::Column::Id.in_subquery(members));
    }
    let page = paginate(&state.db, select, &query.list).await?;
    let data = view::many(&state.db, &ctx, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}
