//! `GET /api/warranties/requests`: the project's after-sales requests with filters (status, origin, unit,
//! responsible, age bucket, text), sorting and paging, and the counts by status and age the list's chips show.
//! Merged requests live on in the request they were merged into and are not listed. Totals are counted near the
//! page only, as in Cmanagement (`total_capped`).

use std::collections::BTreeMap;

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{split_list, One},
    error::QueryParams,
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, Condition, QueryFilter, QuerySelect, Select};

use super::{can_read, dto::*, view};
use crate::{
    cmanagement::{
        dto::statuses,
        list::{capped_page, sorted, uuid},
    },
    tickets::{self, age, entity::ticket, search},
};

/// Requests of the project; `sortBy` number (default, newest first), created_at, updated_at, priority or status;
/// `search` matches the subject and the number.
#[utoipa::path(get, operation_id = "list_requests", path = "/warranties/requests", tag = "warranties", params(platform::envelope::ListQuery, RequestFilters), responses((status = 200, body = RequestPage), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<RequestsQuery>) -> ApiResult<Json<RequestPage>> {
    can_read(&ctx)?;
    let select = filtered(&state.db, base(&ctx)?, &query).await?;
    let (page, total_capped) = capped_page(&state.db, sorted(select, &query.list), &query.list).await?;
    let data = view::many(&state.db, &ctx, page.data).await?;
    Ok(Json(RequestPage { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more, total_capped }))
}

/// How many requests the project has by status, and its live ones by age bucket.
#[utoipa::path(get, operation_id = "requests_summary", path = "/warranties/requests/summary", tag = "warranties", responses((status = 200, body = One<RequestsSummary>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn summary(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<RequestsSummary>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    if let Some(kept) = KEPT.get(&(ctx.company.id, project)) {
        return Ok(Json(One::new(kept)));
    }
    let seen = crate::tickets::store::changes();
    let rows: Vec<(String, i64)> = base(&ctx)?.select_only().column(ticket::Column::Status).column_as(ticket::Column::Id.count(), "n").group_by(ticket::Column::Status).into_tuple().all(&state.db).await?;
    let by_status: BTreeMap<String, u64> = rows.into_iter().map(|(s, n)| (s, n as u64)).collect();
    let by_age = age::buckets(&state.db, &ctx, project, tickets::POSTVENTA, Utc::now()).await?.into_iter().map(|b| (b.bucket.to_string(), b.count)).collect();
    let out = RequestsSummary { total: by_status.values().sum(), by_status, by_age };
    KEPT.put((ctx.company.id, project), seen, out.clone());
    Ok(Json(One::new(out)))
}

/// The counts by project, kept for a minute between ticket changes (`stats_cache`).
static KEPT: super::stats_cache::Kept<(uuid::Uuid, uuid::Uuid), RequestsSummary> = super::stats_cache::Kept::new();

fn base(ctx: &Ctx) -> ApiResult<Select<ticket::Entity>> {
    let project = ctx.require_project()?;
    Ok(ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::ProjectId.eq(project)).filter(ticket::Column::Scope.eq(tickets::POSTVENTA)).filter(ticket::Column::MergedInto.is_null()))
}

async fn filtered(db: &sea_orm::DatabaseConnection, mut select: Select<ticket::Entity>, query: &RequestsQuery) -> ApiResult<Select<ticket::Entity>> {
    let f = &query.filters;
    let wanted = statuses(f.status.as_deref());
    if !wanted.is_empty() {
        select = select.filter(ticket::Column::Status.is_in(wanted.iter().map(|s| s.as_str())));
    }
    let origins = split_list(f.origin.as_deref());
    if !origins.is_empty() {
        select = select.filter(ticket::Column::Origin.is_in(origins));
    }
    if let Some(id) = uuid(f.unit_id.as_deref(), "unit_id")? {
        select = select.filter(ticket::Column::UnitId.eq(id));
    }
    match f.responsible_id.as_deref().filter(|r| !r.is_empty()) {
        Some("none") => select = select.filter(ticket::Column::ResponsibleId.is_null()),
        other => {
            if let Some(id) = uuid(other, "responsible_id")? {
                select = select.filter(ticket::Column::ResponsibleId.eq(id));
            }
        }
    }
    if let Some(bucket) = f.age.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
        let (newest, oldest) = age::window(bucket, Utc::now()).ok_or_else(|| ApiError::field("age", Msg::new("validation.one_of")))?;
        select = select.filter(ticket::Column::Status.ne("finished")).filter(ticket::Column::CreatedAt.lte(newest));
        if let Some(oldest) = oldest {
            select = select.filter(ticket::Column::CreatedAt.gt(oldest));
        }
    }
    if let Some(text) = query.list.search() {
        // As Cmanagement: `#123` is a number, other text goes through the core's search (trigram indexes).
        let text_matches = search::matches(db, text).await?;
        let number = text.trim().trim_start_matches('#').parse::<i64>().ok();
        select = match (text.trim().starts_with('#'), number) {
            (true, Some(n)) => select.filter(ticket::Column::Number.eq(n)),
            (_, Some(n)) => select.filter(Condition::any().add(text_matches).add(ticket::Column::Number.eq(n))),
            _ => select.filter(text_matches),
        };
    }
    Ok(select)
}
