//! `GET /api/cmanagement/schedule`: the calendar of a project, tasks by due date and postponed tickets by their
//! postponed-until date, for a range of at most 62 days. Moving an entry is a task update or a new postpone.

use std::collections::HashMap;

use axum::{extract::State, Json};
use platform::{context::Ctx, envelope::One, error::QueryParams, i18n::Msg, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::{dto::*, policy};
use crate::{
    auth::names::{named, user_names},
    tickets::{
        self,
        entity::{task, ticket},
        status::{Priority, Status},
    },
};

/// Longest range one request covers (a month view shows up to six weeks).
pub const MAX_DAYS: i64 = 62;

/// Entries between `from` and `to` (inclusive), by date.
#[utoipa::path(get, operation_id = "get_schedule", path = "/cmanagement/schedule", tag = "cmanagement", params(RangeQuery), responses((status = 200, body = One<Vec<ScheduleEntry>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn schedule(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<RangeQuery>) -> ApiResult<Json<One<Vec<ScheduleEntry>>>> {
    policy::can_open(&ctx)?;
    let project = ctx.require_project()?;
    let from = query.from.ok_or_else(|| ApiError::field("from", Msg::new("validation.required")))?;
    let to = query.to.ok_or_else(|| ApiError::field("to", Msg::new("validation.required")))?;
    if to < from {
        return Err(ApiError::field("to", Msg::new("validation.date_after_or_equal").arg("date", from.format("%d/%m/%Y"))));
    }
    if (to - from).num_days() >= MAX_DAYS {
        return Err(ApiError::field("to", Msg::new("ticket.schedule_range").arg("max", MAX_DAYS)));
    }
    let live = || ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::ProjectId.eq(project)).filter(ticket::Column::Scope.eq(tickets::CMANAGEMENT)).filter(ticket::Column::MergedInto.is_null());
    let tasks = task::Entity::scoped(&ctx.tenant)
        .filter(task::Column::ProjectId.eq(project))
        .filter(task::Column::DueDate.between(from, to))
        .order_by_asc(task::Column::DueDate)
        .order_by_asc(task::Column::Position)
        .all(&state.db)
        .await?;
    let postponed = live().filter(ticket::Column::Status.eq(Status::Postponed.as_str())).filter(ticket::Column::PostponedUntil.between(from, to)).order_by_asc(ticket::Column::PostponedUntil).all(&state.db).await?;
    let parents: HashMap<Uuid, ticket::Model> = live().filter(ticket::Column::Id.is_in(tasks.iter().map(|t| t.ticket_id))).all(&state.db).await?.into_iter().map(|t| (t.id, t)).collect();
    let names = user_names(&state.db, &ctx, tasks.iter().filter_map(|t| t.assignee_id).chain(postponed.iter().filter_map(|t| t.responsible_id))).await?;
    let priority = |t: &ticket::Model| Priority::parse(&t.priority).unwrap_or(Priority::Medium);
    let mut out: Vec<ScheduleEntry> = tasks
        .into_iter()
        .filter_map(|t| {
            let parent = parents.get(&t.ticket_id)?;
            Some(ScheduleEntry { kind: "task", id: t.id, ticket_id: parent.id, ticket_number: parent.number, title: t.title, date: t.due_date?, status: t.status, priority: priority(parent), assignee: t.assignee_id.map(|id| named(&names, id)) })
        })
        .collect();
    out.extend(postponed.into_iter().filter_map(|t| {
        Some(ScheduleEntry { kind: "ticket", id: t.id, ticket_id: t.id, ticket_number: t.number, priority: priority(&t), assignee: t.responsible_id.map(|id| named(&names, id)), date: t.postponed_until?, status: t.status, title: t.subject })
    }));
    out.sort_by(|a, b| a.date.cmp(&b.date).then(a.ticket_number.cmp(&b.ticket_number)));
    Ok(Json(One::new(out)))
}
