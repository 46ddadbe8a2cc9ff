//! `GET /api/cmanagement/tickets`: the project's tickets with filters (status, priority, category, responsible,
//! applicant, origin, creation dates, text and one custom field), sorting and paging. Merged tickets live on in
//! the ticket they were merged into and are not listed.

use axum::{extract::State, Json};
use chrono::{Duration, NaiveDate};
use platform::{
    context::Ctx,
    envelope::{paginate_capped, paginate_uncounted, split_list, ListQuery},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{
    sea_query::{Expr, ExprTrait, Query},
    ColumnTrait, Condition, Order, QueryFilter, QueryOrder, Select,
};
use uuid::Uuid;

use super::{dto::*, policy};
use crate::tickets::{
    self,
    entity::{field, ticket, value},
    search,
    fields::FieldKind,
    view,
};

/// Totals are counted up to five pages past the one asked for (at least 100 tickets), then `total_capped` (see
/// docs/decisions.md): counting every match of a big project costs more than the page itself. Past the first 100
/// tickets nothing is counted: the total is what has been seen, capped.
const COUNT_PAGES: u64 = 5;
const MIN_COUNT: u64 = 100;

/// Tickets of the project; `sortBy` number (default, newest first), subject, created_at, updated_at, priority,
/// status or postponed_until; `search` matches the subject, the description and the number.
#[utoipa::path(get, operation_id = "list_tickets", path = "/cmanagement/tickets", tag = "cmanagement", params(ListQuery, TicketFilters), responses((status = 200, body = TicketPage), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<TicketsQuery>) -> ApiResult<Json<TicketPage>> {
    policy::can_open(&ctx)?;
    let project = ctx.require_project()?;
    let base = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::ProjectId.eq(project)).filter(ticket::Column::Scope.eq(tickets::CMANAGEMENT)).filter(ticket::Column::MergedInto.is_null());
    let select = filtered(&state, &ctx, base, &query).await?;
    let (page, total_capped) = capped_page(&state.db, sorted(select, &query.list), &query.list).await?;
    let data = view::many(&state.db, &ctx, page.data).await?;
    Ok(Json(TicketPage { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more, total_capped }))
}

/// A page of tickets with its total counted only near the page (see `COUNT_PAGES`); `true` when capped.
pub async fn capped_page<C: sea_orm::ConnectionTrait>(db: &C, select: Select<ticket::Entity>, list: &ListQuery) -> ApiResult<(platform::envelope::Page<ticket::Model>, bool)> {
    let offset = (list.page() - 1) * list.rows();
    if offset >= MIN_COUNT {
        paginate_uncounted(db, select, list).await
    } else {
        let window = Ord::max(offset + list.rows() * COUNT_PAGES, MIN_COUNT);
        paginate_capped(db, select, list, window).await
    }
}

async fn filtered(state: &AppState, ctx: &Ctx, mut select: Select<ticket::Entity>, query: &TicketsQuery) -> ApiResult<Select<ticket::Entity>> {
    let f = &query.filters;
    let statuses = statuses(f.status.as_deref());
    if !statuses.is_empty() {
        select = select.filter(ticket::Column::Status.is_in(statuses.iter().map(|s| s.as_str())));
    }
    let priorities = split_list(f.priority.as_deref());
    if !priorities.is_empty() {
        select = select.filter(ticket::Column::Priority.is_in(priorities));
    }
    let origins = split_list(f.origin.as_deref());
    if !origins.is_empty() {
        select = select.filter(ticket::Column::Origin.is_in(origins));
    }
    if let Some(id) = uuid(f.category_id.as_deref(), "category_id")? {
        select = select.filter(ticket::Column::CategoryId.eq(id));
    }
    match f.responsible_id.as_deref().filter(|r| !r.is_empty()) {
        Some("none") => select = select.filter(ticket::Column::ResponsibleId.is_null()),
        other => {
            if let Some(id) = uuid(other, "responsible_id")? {
                select = select.filter(ticket::Column::ResponsibleId.eq(id));
            }
        }
    }
    if let Some(id) = uuid(f.applicant_id.as_deref(), "applicant_id")? {
        select = select.filter(ticket::Column::ApplicantId.eq(id));
    }
    if let Some(id) = uuid(f.bim_model_id.as_deref(), "bim_model_id")? {
        select = select.filter(ticket::Column::BimModelId.eq(id));
    }
    if let Some(global_id) = f.bim_global_id.as_deref().map(str::trim).filter(|g| !g.is_empty()) {
        select = select.filter(tickets::pin::pinned_to(global_id));
    }
    if let Some(from) = date(f.created_from.as_deref(), "created_from")? {
        select = select.filter(ticket::Column::CreatedAt.gte(from.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()));
    }
    if let Some(to) = date(f.created_to.as_deref(), "created_to")? {
        select = select.filter(ticket::Column::CreatedAt.lt((to + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()));
    }
    if let Some(text) = query.list.search() {
        let text_matches = search::matches(&state.db, text).await?;
        // `#123` is a number; anything else is text in the subject or description (or, if it is digits, a number).
        let number = text.trim().trim_start_matches('#').parse::<i64>().ok();
        select = match (text.trim().starts_with('#'), number) {
            (true, Some(n)) => select.filter(ticket::Column::Number.eq(n)),
            (_, Some(n)) => select.filter(Condition::any().add(text_matches).add(ticket::Column::Number.eq(n))),
            _ => select.filter(text_matches),
        };
    }
    if let (Some(id), Some(wanted)) = (uuid(f.field_id.as_deref(), "field_id")?, f.field_value.as_deref().filter(|v| !v.trim().is_empty())) {
        let def = field::Entity::scoped(&ctx.tenant).filter(field::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(|| ApiError::field("field_id", Msg::new("ticket.field_unknown")))?;
        let matches: Condition = match FieldKind::parse(&def.kind) {
            Some(FieldKind::Text | FieldKind::LongText) => contains_any(&[value::Column::Value], wanted),
            _ => Condition::all().add(value::Column::Value.eq(wanted.trim())),
        };
        // A correlated EXISTS, not `id IN (…)`: the list then walks its ordered index and stops after a page,
        // where an IN list of every matching ticket is built and sorted on each request (80 ms at 200,000).
        let values = Query::select()
            .expr(Expr::val(1))
            .from(value::Entity)
            .and_where(Expr::col((value::Entity, value::Column::TicketId)).equals((ticket::Entity, ticket::Column::Id)))
            .and_where(value::Column::FieldId.eq(id))
            .cond_where(matches)
            .to_owned();
        select = select.filter(Expr::exists(values));
    }
    Ok(select)
}

pub fn sorted(select: Select<ticket::Entity>, query: &ListQuery) -> Select<ticket::Entity> {
    let sort = query.sort_by.as_deref().unwrap_or("number");
    // Numbers (the default) read newest first unless asked otherwise; everything else ascending.
    let descending = query.descending.unwrap_or(sort == "number");
    let order = if descending { Order::Desc } else { Order::Asc };
    let select = match sort {
        "subject" => select.order_by(ticket::Column::Subject, order.clone()),
        "created_at" => select.order_by(ticket::Column::CreatedAt, order.clone()),
        "updated_at" => select.order_by(ticket::Column::UpdatedAt, order.clone()),
        "status" => select.order_by(ticket::Column::Status, order.clone()),
        "postponed_until" => select.order_by(ticket::Column::PostponedUntil, order.clone()),
        "priority" => select.order_by(ticket::Column::PriorityRank, order.clone()),
        _ => select,
    };
    select.order_by(ticket::Column::Number, order)
}

pub fn uuid(text: Option<&str>, field: &str) -> ApiResult<Option<Uuid>> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => Uuid::parse_str(t).map(Some).map_err(|_| ApiError::field(field, Msg::new("validation.one_of"))),
    }
}

fn date(text: Option<&str>, field: &str) -> ApiResult<Option<NaiveDate>> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => NaiveDate::parse_from_str(t, "%Y-%m-%d").map(Some).map_err(|_| ApiError::field(field, Msg::new("validation.date"))),
    }
}
