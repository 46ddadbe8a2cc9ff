//! Inspection and work orders of a request (`solicitud/:id/oi`, `ot`: crear, editar/:id, gestionar/:id): create
//! one on pending failures, edit it (a new window makes it rescheduled, and clears the owner's answer), record
//! each failure's result (managed: solved failures wait for the owner's conformity, the others are pending
//! again), cancel it, and record the owner's answer to its visit.

use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde::Deserialize;
use serde_json::json;
use uuid::Uuid;

use super::{can_manage, can_read, failures::live, order_dto::*, order_rules as rules, warranty};
use crate::{
    tickets::{self, activity, store},
    warranties::entity::{failure, order, order_failure},
};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KindQuery {
    /// oi or ot; both when absent.
    pub kind: Option<String>,
}

/// The request's orders, oldest first.
#[utoipa::path(get, operation_id = "list_request_orders", path = "/warranties/requests/{id}/orders", tag = "warranties", params(("id" = Uuid, Path), KindQuery), responses((status = 200, body = One<Vec<OrderOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, Query(q): Query<KindQuery>) -> ApiResult<Json<One<Vec<OrderOut>>>> {
    can_read(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::POSTVENTA).await?;
    let mut select = order::Entity::find().filter(order::Column::TicketId.eq(row.id));
    if let Some(kind) = q.kind.as_deref().filter(|k| !k.is_empty()) {
        let kind = OrderKind::parse(kind).ok_or_else(|| ApiError::field("kind", Msg::new("validation.one_of")))?;
        select = select.filter(order::Column::Kind.eq(kind.as_str()));
    }
    let rows = select.order_by_asc(order::Column::CreatedAt).all(&state.db).await?;
    let hours = warranty::postventa(&state.db, &ctx, row.project_id).await?.owner_answer_hours;
    Ok(Json(One::new(rules::view(&state.db, &ctx, rows, hours).await?)))
}

/// Opens an order on pending failures of the request.
#[utoipa::path(post, operation_id = "create_request_order", path = "/warranties/requests/{id}/orders", tag = "warranties", params(("id" = Uuid, Path)), request_body = OrderIn, responses((status = 201, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<OrderIn>) -> ApiResult<(StatusCode, Json<One<OrderOut>>)> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = store::load(&txn, &ctx, id, tickets::POSTVENTA).await?;
    can_manage(&ctx, &row)?;
    live(&row)?;
    let mut v = Validator::new();
    let kind = match input.kind.as_deref().map(str::trim).filter(|k| !k.is_empty()) {
        None => {
            v.add("kind", Msg::new("validation.required"));
            None
        }
        Some(k) => OrderKind::parse(k).or_else(|| {
            v.add("kind", Msg::new("validation.one_of"));
            None
        }),
    };
    let form = rules::check(&txn, &ctx, &mut v, row.project_id, rules::Draft::from(&input)).await?;
    let failures = rules::pick_failures(&txn, &mut v, row.id, input.failure_ids.as_deref().unwrap_or_default(), None).await?;
    v.finish()?;
    let (Some(kind), Some(form)) = (kind, form) else { return Err(ApiError::internal("checked order")) };
    let fresh = rules::open(&txn, &ctx, &row, kind, form, &failures).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(one(&state, &ctx, fresh, row.project_id).await?))))
}

/// The order.
#[utoipa::path(get, operation_id = "get_request_order", path = "/warranties/orders/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<OrderOut>>> {
    can_read(&ctx)?;
    let (row, ticket) = rules::find(&state.db, &ctx, id).await?;
    Ok(Json(One::new(one(&state, &ctx, row, ticket.project_id).await?)))
}

/// Edits the order: responsible, schedule, observation, failures. Refused once it was managed or cancelled (its
/// schedule cannot change after a failure was managed).
#[utoipa::path(put, operation_id = "update_request_order", path = "/warranties/orders/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = OrderIn, responses((status = 200, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<OrderIn>) -> ApiResult<Json<One<OrderOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = changeable(&txn, &ctx, id).await?;
    live(&row)?;
    if input.version.is_some_and(|v| v != before.version) {
        return Err(platform::ApiError::conflict());
    }
    let mut v = Validator::new();
    let form = rules::check(&txn, &ctx, &mut v, row.project_id, rules::Draft::from(&input)).await?;
    let failures = match &input.failure_ids {
        Some(ids) => Some(rules::pick_failures(&txn, &mut v, row.id, ids, Some(before.id)).await?),
        None => None,
    };
    v.finish()?;
    let form = form.ok_or_else(|| ApiError::internal("checked order"))?;
    let moved = form.starts_at != before.starts_at || form.ends_at != before.ends_at;
    let mut active = before.clone().into_active_model();
    active.status = Set(if moved { OrderStatus::Rescheduled } else { OrderStatus::Edited }.as_str().into());
    if moved {
        active.visit_answer = Set(None);
        active.visit_reason = Set(None);
        active.visit_answered_at = Set(None);
        active.visit_by_owner = Set(false);
    }
    active.responsible_id = Set(form.responsible_id);
    active.contractor = Set(form.contractor);
    active.starts_at = Set(form.starts_at);
    active.ends_at = Set(form.ends_at);
    active.observation = Set(form.observation);
    let action = if moved { "order_rescheduled" } else { "order_edited" };
    let after = save(&txn, &ctx, &row, &before, active, action, |o| json!({"code": o.code, "starts_at": o.starts_at})).await?;
    if let Some(failures) = failures {
        let current: Vec<Uuid> = order_failure::Entity::find().select_only().column(order_failure::Column::FailureId).filter(order_failure::Column::OrderId.eq(id)).into_tuple().all(&txn).await?;
        let wanted: Vec<Uuid> = failures.iter().map(|f| f.id).collect();
        rules::unlink(&txn, id, &current.iter().copied().filter(|f| !wanted.contains(f)).collect::<Vec<_>>()).await?;
        let added: Vec<failure::Model> = failures.into_iter().filter(|f| !current.contains(&f.id)).collect();
        rules::link(&txn, id, &added).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(one(&state, &ctx, after, row.project_id).await?)))
}

/// Records each failure's result: solved failures are managed (waiting for the owner's conformity), the others
/// are pending again.
#[utoipa::path(post, operation_id = "manage_request_order", path = "/warranties/orders/{id}/manage", tag = "warranties", params(("id" = Uuid, Path)), request_body = ManageIn, responses((status = 200, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn manage(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ManageIn>) -> ApiResult<Json<One<OrderOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = changeable(&txn, &ctx, id).await?;
    live(&row)?;
    let links = order_failure::Entity::find().filter(order_failure::Column::OrderId.eq(id)).all(&txn).await?;
    let mut v = Validator::new();
    for (i, link) in links.iter().enumerate() {
        let Some(given) = input.results.iter().find(|r| r.failure_id == link.failure_id) else {
            v.add(&format!("results.{i}.result"), Msg::new("validation.required"));
            continue;
        };
        if !matches!(given.result.as_deref(), Some("solved" | "not_solved")) {
            v.add(&format!("results.{i}.result"), Msg::new("validation.one_of"));
        }
        if let Some(c) = given.comment.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
            v.length(&format!("results.{i}.comment"), c, 1, 500);
        }
    }
    if input.results.iter().any(|r| !links.iter().any(|l| l.failure_id == r.failure_id)) {
        v.add("results", Msg::new("validation.one_of"));
    }
    let observation = input.observation.as_deref().map(str::trim).filter(|o| !o.is_empty()).map(String::from);
    if let Some(o) = &observation {
        v.length("observation", o, 1, 1000);
    }
    v.finish()?;
    let now = Utc::now();
    for given in &input.results {
        let result = given.result.clone().unwrap_or_default();
        let comment = given.comment.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(String::from);
        order_failure::Entity::update_many().col_expr(order_failure::Column::Result, Expr::value(result.clone())).col_expr(order_failure::Column::Comment, Expr::value(comment)).filter(order_failure::Column::OrderId.eq(id)).filter(order_failure::Column::FailureId.eq(given.failure_id)).exec(&txn).await?;
        let (status, managed_at) = if result == "solved" { ("managed", Some(now)) } else { ("pending", None) };
        failure::Entity::update_many().col_expr(failure::Column::Status, Expr::value(status)).col_expr(failure::Column::Result, Expr::value(result)).col_expr(failure::Column::ManagedAt, Expr::value(managed_at)).col_expr(failure::Column::UpdatedAt, Expr::value(now)).filter(failure::Column::Id.eq(given.failure_id)).exec(&txn).await?;
    }
    let mut active = before.clone().into_active_model();
    active.status = Set(OrderStatus::Managed.as_str().into());
    active.managed_at = Set(Some(now));
    if observation.is_some() {
        active.observation = Set(observation);
    }
    let solved = input.results.iter().filter(|r| r.result.as_deref() == Some("solved")).count();
    let after = save(&txn, &ctx, &row, &before, active, "order_managed", |o| json!({"code": o.code, "solved": solved, "not_solved": input.results.len() - solved})).await?;
    txn.commit().await?;
    Ok(Json(One::new(one(&state, &ctx, after, row.project_id).await?)))
}

/// Cancels the order (with a reason); its failures wait again.
#[utoipa::path(post, operation_id = "cancel_request_order", path = "/warranties/orders/{id}/cancel", tag = "warranties", params(("id" = Uuid, Path)), request_body = ReasonIn, responses((status = 200, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn cancel(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ReasonIn>) -> ApiResult<Json<One<OrderOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = changeable(&txn, &ctx, id).await?;
    let reason = input.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).ok_or_else(|| ApiError::field("reason", Msg::new("validation.required")))?;
    if reason.chars().count() > 500 {
        return Err(ApiError::field("reason", Msg::new("validation.max_length").arg("max", 500)));
    }
    let failures: Vec<Uuid> = order_failure::Entity::find().select_only().column(order_failure::Column::FailureId).filter(order_failure::Column::OrderId.eq(id)).into_tuple().all(&txn).await?;
    failure::Entity::update_many().col_expr(failure::Column::Status, Expr::value("pending")).filter(failure::Column::Id.is_in(failures)).filter(failure::Column::Status.eq("scheduled")).exec(&txn).await?;
    let mut active = before.clone().into_active_model();
    active.status = Set(OrderStatus::Cancelled.as_str().into());
    active.cancel_reason = Set(Some(reason.to_string()));
    let after = save(&txn, &ctx, &row, &before, active, "order_cancelled", |o| json!({"code": o.code, "reason": reason})).await?;
    txn.commit().await?;
    Ok(Json(One::new(one(&state, &ctx, after, row.project_id).await?)))
}

/// The owner's answer to the visit, recorded by staff on their behalf (staff are not bound by the owners' window).
#[utoipa::path(post, operation_id = "answer_order_visit", path = "/warranties/orders/{id}/visit", tag = "warranties", params(("id" = Uuid, Path)), request_body = VisitIn, responses((status = 200, body = One<OrderOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn visit(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VisitIn>) -> ApiResult<Json<One<OrderOut>>> {
    can_read(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (before, row) = changeable(&txn, &ctx, id).await?;
    let after = answer_visit(&txn, &ctx, &row, before, input.answer.as_deref(), input.reason.as_deref(), false).await?;
    txn.commit().await?;
    Ok(Json(One::new(one(&state, &ctx, after, row.project_id).await?)))
}

/// Records a visit answer (confirm makes the order confirmed; reject keeps it waiting for a new window).
pub async fn answer_visit<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx, row: &tickets::entity::ticket::Model, before: order::Model, answer: Option<&str>, reason: Option<&str>, by_owner: bool) -> ApiResult<order::Model> {
    let answer = match answer.map(str::trim) {
        Some(a @ ("confirm" | "reject")) => a.to_string(),
        Some("") | None => return Err(ApiError::field("answer", Msg::new("validation.required"))),
        Some(_) => return Err(ApiError::field("answer", Msg::new("validation.one_of"))),
    };
    let reason = reason.map(str::trim).filter(|r| !r.is_empty()).map(String::from);
    if reason.as_ref().is_some_and(|r| r.chars().count() > 500) {
        return Err(ApiError::field("reason", Msg::new("validation.max_length").arg("max", 500)));
    }
    let mut active = before.clone().into_active_model();
    if answer == "confirm" {
        active.status = Set(OrderStatus::Confirmed.as_str().into());
    }
    active.visit_answer = Set(Some(answer.clone()));
    active.visit_reason = Set(reason.clone());
    active.visit_answered_at = Set(Some(Utc::now()));
    active.visit_by_owner = Set(by_owner);
    save(db, ctx, row, &before, active, "order_visit_answered", |o| json!({"code": o.code, "answer": answer, "reason": reason, "by_owner": by_owner})).await
}

/// An order the caller may change: theirs to manage and neither managed nor cancelled.
async fn changeable<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(order::Model, tickets::entity::ticket::Model)> {
    let (order, row) = rules::find(db, ctx, id).await?;
    can_manage(ctx, &row)?;
    open_order(&order)?;
    Ok((order, row))
}

/// Writes an order's change: the next version, the request touched and the activity, whose detail is read from
/// the order as saved.
async fn save<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx, row: &tickets::entity::ticket::Model, before: &order::Model, mut active: order::ActiveModel, action: &str, detail: impl FnOnce(&order::Model) -> serde_json::Value) -> ApiResult<order::Model> {
    active.version = Set(before.version.wrapping_add(1));
    active.updated_at = Set(Utc::now());
    // Written only over the version read: of two changes at once (staff rescheduling while the owner answers the
    // old window), the second is a 409 instead of silently undoing the first.
    let written = order::Entity::update_many().set(active).filter(order::Column::Id.eq(before.id)).filter(order::Column::Version.eq(before.version)).exec(db).await?;
    if written.rows_affected == 0 {
        return Err(ApiError::conflict());
    }
    let after = order::Entity::find_by_id(before.id).one(db).await?.ok_or_else(ApiError::not_found)?;
    store::touch(db, row, None).await?;
    activity::record(db, ctx, row.id, action, detail(&after)).await?;
    Ok(after)
}

/// Managed and cancelled orders do not change any more.
pub(crate) fn open_order(row: &order::Model) -> ApiResult<()> {
    if matches!(row.status.as_str(), "managed" | "cancelled") {
        return Err(ApiError::field("status", Msg::new("warranties.order_closed")));
    }
    Ok(())
}

async fn one(state: &AppState, ctx: &Ctx, row: order::Model, project: Uuid) -> ApiResult<OrderOut> {
    let hours = warranty::postventa(&state.db, ctx, project).await?.owner_answer_hours;
    Ok(rules::view(&state.db, ctx, vec![row], hours).await?.remove(0))
}
