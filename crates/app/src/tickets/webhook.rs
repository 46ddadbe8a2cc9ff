//! The webhook events of tickets and after-sales requests (one core, two event families by scope).

use platform::ApiResult;
use sea_orm::ConnectionTrait;
use serde_json::{json, Value};

use super::{entity::ticket, POSTVENTA};
use crate::config::webhooks::emit;

fn data(row: &ticket::Model) -> Value {
    json!({
        "id": row.id, "project_id": row.project_id, "number": row.number, "subject": row.subject, "status": row.status,
        "priority": row.priority, "origin": row.origin, "unit_id": row.unit_id, "responsible_id": row.responsible_id,
        "created_at": row.created_at, "updated_at": row.updated_at,
    })
}

/// `ticket.created` or `request.created`.
pub async fn created<C: ConnectionTrait>(db: &C, row: &ticket::Model) -> ApiResult<()> {
    let event = if row.scope == POSTVENTA { "request.created" } else { "ticket.created" };
    emit(db, row.company_id, event, data(row)).await
}

/// `ticket.status_changed` or `request.status_changed`, with the previous status.
pub async fn status_changed<C: ConnectionTrait>(db: &C, row: &ticket::Model, from: &str) -> ApiResult<()> {
    let event = if row.scope == POSTVENTA { "request.status_changed" } else { "ticket.status_changed" };
    let mut body = data(row);
    body["previous_status"] = json!(from);
    emit(db, row.company_id, event, body).await
}
