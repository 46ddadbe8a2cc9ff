//! State changes (SPEC §4): one ticket through `POST …/actions`, or many at once through `POST …/bulk`, where each
//! ticket is its own transaction and the ones refused are reported with the reason.

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::ProjectId,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, IntoActiveModel, QueryFilter, TransactionTrait};
use serde_json::json;

use super::{dto::*, people, policy};
use crate::tickets::{
    self, activity,
    dto::TicketOut,
    entity::ticket,
    notices::{self, Event},
    status::{Action, Priority},
    store,
    transitions::{self, Input},
    view,
};

/// Most tickets one bulk request changes.
pub const MAX_BULK: usize = 100;

/// postpone (until a later date), resume (stop postponing), reopen, finish (with a justification), open (move to
/// open) or send_as; anything the state machine does not allow is a 422 that says why.
#[utoipa::path(post, operation_id = "act_on_ticket", path = "/cmanagement/tickets/{id}/actions", tag = "cmanagement", params(("id" = uuid::Uuid, Path)), request_body = ActionIn, responses((status = 200, body = One<TicketOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn act(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActionIn>) -> ApiResult<Json<One<TicketOut>>> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::CMANAGEMENT).await?;
    policy::can_manage(&ctx, &row)?;
    let action = parse_action(input.action.as_deref())?;
    let message = input.message.as_deref().unwrap_or_default().trim();
    let (updated, _) = transitions::apply(&txn, &state, &ctx, row, action, Input { until: input.until, send_as: input.send_as, message, private: input.private, files: &[], version: input.version }).await?;
    txn.commit().await?;
    Ok(Json(One::new(view::one(&state.db, &ctx, updated).await?)))
}

/// The same change on up to 100 tickets: responsible, priority, category and/or an action. Tickets that cannot
/// take it are listed with the reason (and as warnings); the others change.
#[utoipa::path(post, operation_id = "bulk_update_tickets", path = "/cmanagement/tickets/bulk", tag = "cmanagement", request_body = BulkIn, responses((status = 200, body = One<BulkOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn bulk(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<BulkIn>) -> ApiResult<Json<One<BulkOut>>> {
    policy::can_manage_all(&ctx)?;
    let project = input.project_id.or(ctx.project.map(|p| p.0)).ok_or_else(|| ApiError::field("projectId", Msg::new("validation.required")))?;
    let project = ctx.assigned_project(ProjectId(project))?.0;
    if input.ids.is_empty() {
        return Err(ApiError::field("ids", Msg::new("validation.required")));
    }
    if input.ids.len() > MAX_BULK {
        return Err(ApiError::field("ids", Msg::new("ticket.bulk_limit").arg("max", MAX_BULK)));
    }
    let action = input.action.as_deref().filter(|a| !a.is_empty()).map(|a| parse_action(Some(a))).transpose()?;
    let priority = match input.priority.as_deref().filter(|p| !p.is_empty()) {
        Some(p) => Some(Priority::parse(p).ok_or_else(|| ApiError::field("priority", Msg::new("validation.one_of")))?),
        None => None,
    };
    if let Some(Some(responsible)) = input.responsible_id {
        people::check(&people::member_ids(&state.db, &ctx, project).await?, "responsible_id", &[responsible])?;
    }
    if let Some(Some(id)) = input.category_id {
        if !super::save::category_usable(&state.db, &ctx, id).await? {
            return Err(ApiError::field("category_id", Msg::new("ticket.category_inactive")));
        }
    }
    let rows = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::ProjectId.eq(project)).filter(ticket::Column::Scope.eq(tickets::CMANAGEMENT)).filter(ticket::Column::Id.is_in(input.ids.clone())).all(&state.db).await?;
    if rows.len() != input.ids.len() {
        return Err(ApiError::not_found());
    }
    let mut out = BulkOut { updated: 0, failed: vec![] };
    for row in rows {
        let (id, number) = (row.id, row.number);
        match one(&state, &ctx, row, &input, action, priority).await {
            Ok(()) => out.updated += 1,
            Err(err) if err.status.is_server_error() => return Err(err),
            Err(err) => out.failed.push(BulkFailure { id, number, message: err.body(ctx.locale).errors.values().flatten().next().cloned().unwrap_or_else(|| err.body(ctx.locale).message) }),
        }
    }
    let warnings: Vec<String> = out.failed.iter().map(|f| Msg::new("ticket.bulk_failed").arg("number", f.number).arg("reason", &f.message).render(ctx.locale)).collect();
    let mut answer = One::new(out);
    if !warnings.is_empty() {
        answer = answer.with_message(Msg::new("ticket.bulk_partial").render(ctx.locale)).with_warnings(warnings);
    }
    Ok(Json(answer))
}

async fn one(state: &AppState, ctx: &Ctx, row: ticket::Model, input: &BulkIn, action: Option<Action>, priority: Option<Priority>) -> ApiResult<()> {
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    if row.merged_into.is_some() {
        return Err(ApiError::field("ids", Msg::new("ticket.merged_readonly")));
    }
    let mut row = row;
    if input.responsible_id.is_some() || priority.is_some() || input.category_id.is_some() {
        let before = row.clone();
        let mut active = row.clone().into_active_model();
        if let Some(responsible) = input.responsible_id {
            active.responsible_id = Set(responsible);
        }
        if let Some(p) = priority {
            active.priority = Set(p.as_str().into());
            active.priority_rank = Set(p.rank() as i16);
        }
        if let Some(category) = input.category_id {
            active.category_id = Set(category);
        }
        active.version = Set(store::touch(&txn, &row, None).await?);
        row = active.update(&txn).await?;
        let mut changes = serde_json::Map::new();
        for (name, pair) in [("responsible_id", json!([before.responsible_id, row.responsible_id])), ("priority", json!([before.priority, row.priority])), ("category_id", json!([before.category_id, row.category_id]))] {
            if pair[0] != pair[1] {
                changes.insert(name.into(), pair);
            }
        }
        activity::record(&txn, ctx, row.id, "updated", json!({"changes": changes, "bulk": true})).await?;
        if row.responsible_id != before.responsible_id {
            notices::tell(&txn, state, ctx, &row, &row.responsible_id.into_iter().collect::<Vec<_>>(), Event::Assigned).await?;
        }
    }
    if let Some(action) = action {
        let message = input.message.as_deref().unwrap_or_default().trim();
        transitions::apply(&txn, state, ctx, row, action, Input { until: input.until, message, ..Default::default() }).await?;
    }
    txn.commit().await?;
    Ok(())
}

fn parse_action(text: Option<&str>) -> ApiResult<Action> {
    let text = text.map(str::trim).filter(|t| !t.is_empty()).ok_or_else(|| ApiError::field("action", Msg::new("validation.required")))?;
    Action::parse(text).ok_or_else(|| ApiError::field("action", Msg::new("validation.one_of")))
}
