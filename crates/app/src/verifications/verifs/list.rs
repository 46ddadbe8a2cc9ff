//! The project's verifications: the list (filtered by activity, unit and state, with each one's answered items,
//! failures and open observations) and the Gantt of verifications (planned date, closing date, state).

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query, ColumnTrait, Condition, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;

use super::view;
use crate::{
    quality::entity::activity,
    verifications::{can_access, dto::*, entity::verification},
    warranties::entity::unit,
};

/// At most this many verifications on the Gantt.
const GANTT_MAX: u64 = 5000;

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: VerificationFilter,
}

/// A page of the project's verifications (`projectId` required), by planned date; `sortBy` may be
/// `scheduled_on` (default), `created_at` or `state`; `search` looks in the activity's description, the unit's name and the template's name.
#[utoipa::path(get, operation_id = "list_verifications", path = "/verifications", tag = "verifications", params(ListQuery, VerificationFilter, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<VerificationRowOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<VerificationRowOut>>> {
    can_access(&ctx)?;
    let project = ctx.require_project()?;
    let mut select = verification::Entity::scoped(&ctx.tenant).filter(verification::Column::ProjectId.eq(project));
    if let Some(a) = q.filter.activity_id {
        select = select.filter(verification::Column::ActivityId.eq(a));
    }
    if let Some(u) = q.filter.unit_id {
        select = select.filter(verification::Column::UnitId.eq(u));
    }
    if let Some(s) = q.filter.state.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        let state = VerificationState::parse(s).ok_or_else(|| ApiError::field("state", Msg::new("validation.one_of")))?;
        select = select.filter(verification::Column::State.eq(state.as_str()));
    }
    if let Some(text) = q.list.search() {
        // The box says "activity, unit or template": the first two are found by name through their own tables.
        let activities = sea_query::Query::select().column(activity::Column::Id).from(activity::Entity).cond_where(contains_any(&[activity::Column::Description], text)).to_owned();
        let units = sea_query::Query::select().column(unit::Column::Id).from(unit::Entity).cond_where(contains_any(&[unit::Column::Name], text)).to_owned();
        select = select.filter(
            Condition::any()
                .add(contains_any(&[verification::Column::TemplateName], text))
                .add(verification::Column::ActivityId.in_subquery(activities))
                .add(verification::Column::UnitId.in_subquery(units)),
        );
    }
    let column = match q.list.sort_by.as_deref() {
        None | Some("") | Some("scheduled_on") => verification::Column::ScheduledOn,
        Some("created_at") => verification::Column::CreatedAt,
        Some("state") => verification::Column::State,
        Some(_) => return Err(ApiError::field("sortBy", Msg::new("validation.one_of"))),
    };
    let select = if q.list.descending() { select.order_by_desc(column) } else { select.order_by_asc(column) }.order_by_asc(verification::Column::Id);
    let page = paginate(&state.db, select, &q.list).await?;
    let total = page.total;
    let data = view::rows(&state.db, page.data).await?;
    Ok(Json(Page::new(data, &q.list, total)))
}

/// Every verification of the project (`projectId` required) for the verifications' Gantt, by planned date.
#[utoipa::path(get, operation_id = "verifications_gantt", path = "/verifications/gantt", tag = "verifications", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<Vec<VerificationGanttOut>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn gantt(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<VerificationGanttOut>>>> {
    can_access(&ctx)?;
    let project = ctx.require_project()?;
    let list = verification::Entity::scoped(&ctx.tenant)
        .filter(verification::Column::ProjectId.eq(project))
        .order_by_asc(verification::Column::ScheduledOn)
        .order_by_asc(verification::Column::Id)
        .limit(GANTT_MAX)
        .all(&state.db)
        .await?;
    let today = Utc::now().date_naive();
    let rows = view::rows(&state.db, list).await?;
    Ok(Json(One::new(
        rows.into_iter()
            .map(|r| VerificationGanttOut {
                late: r.state != VerificationState::Closed && r.scheduled_on < today,
                closed_on: r.closed_at.map(|c| c.date_naive()),
                id: r.id,
                activity_id: r.activity_id,
                activity_code: r.activity_code,
                activity_description: r.activity_description,
                unit_name: r.unit_name,
                template_name: r.template_name,
                responsible_name: r.responsible_name,
                scheduled_on: r.scheduled_on,
                state: r.state,
            })
            .collect(),
    )))
}
