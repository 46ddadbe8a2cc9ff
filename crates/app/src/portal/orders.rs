//! What an owner does with the company's work on a request: confirm or reject an order's visit within the
//! project's answer window, and sign (or refuse) a conformity record. The rules and the writes are the staff's.

use axum::{
    extract::State,
    http::HeaderMap,
    response::Response,
    Json,
};
use chrono::Utc;
use platform::{
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    storage::serve::{self, FileOut},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};

use super::{
    auth::Owner,
    dto::*,
    requests::{load, message_out, row},
};
use crate::{
    auth::names::user_names,
    tickets::{entity::{message, ticket}, messages},
    warranties::{
        config::settings::{section, General},
        entity::{ac, failure, order},
        requests::{
            ac::{self as staff_ac, sign_record},
            order_dto::{OrderKind, OrderStatus, SignIn, VisitIn},
            order_rules::{owner_deadline, owner_may_answer},
            orders::{answer_visit, open_order},
            warranty,
        },
    },
};

/// Confirms or rejects an order's visit, until the project's answer window before its start.
#[utoipa::path(post, operation_id = "portal_answer_visit", path = "/portal/orders/{id}/visit", tag = "portal", params(("id" = uuid::Uuid, Path)), request_body = VisitIn, responses((status = 200, body = One<OrderOut>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn visit(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, JsonBody(input): JsonBody<VisitIn>) -> ApiResult<Json<One<OrderOut>>> {
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = order::Entity::scoped(&owner.ctx.tenant).filter(order::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let row = load(&txn, &owner, before.ticket_id).await?;
    open_order(&before)?;
    let hours = warranty::postventa(&txn, &owner.ctx, row.project_id).await?.owner_answer_hours;
    if !owner_may_answer(before.starts_at, hours, Utc::now()) {
        return Err(ApiError::field("answer", Msg::new("warranties.owner_answer_closed")));
    }
    let after = answer_visit(&txn, &owner.ctx, &row, before, input.answer.as_deref(), input.reason.as_deref(), true).await?;
    txn.commit().await?;
    let names = user_names(&state.db, &owner.ctx, after.responsible_id).await?;
    Ok(Json(One::new(order_out(after, hours, &names))))
}

/// A signed conformity record's PDF.
#[utoipa::path(get, operation_id = "portal_ac_pdf", path = "/portal/ac/{id}/pdf", tag = "portal", params(("id" = uuid::Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn ac_pdf(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    let (record, row) = record_of(&state, &owner, id).await?;
    let key = record.object_key.as_deref().ok_or_else(ApiError::not_found)?;
    let name = format!("{}-{}.pdf", record.code, row.number);
    let out = FileOut { key, name: &name, mime: "application/pdf", size: record.size.unwrap_or_default() as u64, inline: true, etag: record.sha256.as_deref() };
    serve::respond(&state.storage, &headers, out).await
}

/// The owner signs a pending conformity record (a verdict per failure and the drawn signature) or refuses it.
#[utoipa::path(post, operation_id = "portal_sign_ac", path = "/portal/ac/{id}/sign", tag = "portal", params(("id" = uuid::Uuid, Path)), request_body = SignIn, responses((status = 200, body = One<AcOut>), (status = 401, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn ac_sign(State(state): State<AppState>, owner: Owner, IdPath(id): IdPath, JsonBody(input): JsonBody<SignIn>) -> ApiResult<Json<One<AcOut>>> {
    let (record, row) = record_of(&state, &owner, id).await?;
    let after = sign_record(&state, &owner.ctx, record, &row, &input).await?;
    Ok(Json(One::new(ac_out(staff_ac::view(&state.db, vec![after]).await?.remove(0)))))
}

async fn record_of(state: &AppState, owner: &Owner, id: uuid::Uuid) -> ApiResult<(ac::Model, ticket::Model)> {
    let record = ac::Entity::scoped(&owner.ctx.tenant).filter(ac::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let row = load(&state.db, owner, record.ticket_id).await?;
    Ok((record, row))
}

/// A request as its owner sees it: public messages, failures, orders with the visit window and conformity records.
pub async fn request_out(state: &AppState, owner: &Owner, t: ticket::Model) -> ApiResult<RequestOut> {
    let db = &state.db;
    let ctx = &owner.ctx;
    let general: General = section(db, ctx, t.project_id, "general").await?;
    let hours = warranty::postventa(db, ctx, t.project_id).await?.owner_answer_hours;
    let thread = message::Entity::find().filter(message::Column::TicketId.eq(t.id)).filter(message::Column::Private.eq(false)).order_by_asc(message::Column::CreatedAt).order_by_asc(message::Column::Id).limit(500).all(db).await?;
    let thread = messages::many(db, ctx, &t.scope, thread).await?.into_iter().map(message_out).collect();
    let failures = failure::Entity::find().filter(failure::Column::TicketId.eq(t.id)).filter(failure::Column::CombinedInto.is_null()).order_by_asc(failure::Column::Number).all(db).await?;
    let failures = failures.into_iter().map(|f| FailureOut { id: f.id, number: f.number, area_name: f.area_name, place_name: f.place_name, item_name: f.item_name, issue_name: f.issue_name, detail: f.detail, status: f.status }).collect();
    let orders = order::Entity::find().filter(order::Column::TicketId.eq(t.id)).order_by_asc(order::Column::CreatedAt).all(db).await?;
    let names = user_names(db, ctx, orders.iter().filter_map(|o| o.responsible_id)).await?;
    let orders = orders.into_iter().map(|o| order_out(o, hours, &names)).collect();
    let records = ac::Entity::find().filter(ac::Column::TicketId.eq(t.id)).order_by_asc(ac::Column::Seq).all(db).await?;
    let acs = staff_ac::view(db, records).await?.into_iter().map(ac_out).collect();
    let can_message = general.owners_can_message && t.status != "finished" && t.merged_into.is_none();
    Ok(RequestOut { row: row(owner, &t), description: t.description.clone(), can_message, messages: thread, failures, orders, acs })
}

fn order_out(o: order::Model, hours: u32, names: &std::collections::HashMap<uuid::Uuid, String>) -> OrderOut {
    let open = open_order(&o).is_ok();
    let responsible = o.responsible_id.and_then(|id| names.get(&id).cloned()).or(o.contractor.clone());
    OrderOut {
        id: o.id,
        kind: OrderKind::parse(&o.kind).unwrap_or(OrderKind::Oi),
        code: o.code,
        status: OrderStatus::parse(&o.status).unwrap_or(OrderStatus::Created),
        starts_at: o.starts_at,
        ends_at: o.ends_at,
        responsible,
        visit_answer: o.visit_answer,
        visit_answered_at: o.visit_answered_at,
        may_answer: open && owner_may_answer(o.starts_at, hours, Utc::now()),
        answer_until: owner_deadline(o.starts_at, hours),
    }
}

fn ac_out(a: crate::warranties::requests::order_dto::AcOut) -> AcOut {
    let pdf_url = a.has_pdf.then(|| format!("/api/portal/ac/{}/pdf", a.id));
    AcOut { id: a.id, code: a.code, status: a.status, signed_at: a.signed_at, signer_name: a.signer_name, failures: a.failures, pdf_url }
}
