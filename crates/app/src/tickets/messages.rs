//! A ticket's messages (public or private) and their attachments: writing one, and reading the thread.

use std::collections::HashMap;

use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, Page},
    tenant::Scoped,
    ApiResult,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::{
    dto::{AttachmentOut, MessageOut, TicketRef},
    entity::{attachment, message, ticket},
    incoming::StoredFile,
};
use crate::auth::{me::NamedRef, names::{named, user_names}};

pub const MESSAGE: &str = "message";
pub const JUSTIFICATION: &str = "justification";
/// Written by the request's owner in the owners' portal (no user is the author).
pub const OWNER: &str = "owner";

/// Writes a message with its (already stored) files.
pub async fn write<C: ConnectionTrait>(db: &C, ctx: &Ctx, ticket: Uuid, body: &str, private: bool, kind: &str, files: &[StoredFile]) -> ApiResult<message::Model> {
    let now = Utc::now();
    let row = message::Model { id: Uuid::now_v7(), company_id: ctx.company.id, ticket_id: ticket, origin_ticket_id: None, author_id: ctx.actor(), body: body.to_string(), private, kind: kind.to_string(), created_at: now };
    message::Entity::insert(message::ActiveModel::from(row.clone())).exec_without_returning(db).await?;
    if !files.is_empty() {
        let rows = files.iter().map(|f| attachment::ActiveModel {
            id: Set(f.id),
            company_id: Set(ctx.company.id),
            message_id: Set(row.id),
            name: Set(f.name.clone()),
            size: Set(f.written.size as i64),
            mime: Set(f.mime.clone()),
            object_key: Set(f.key.clone()),
            sha256: Set(f.written.sha256.clone()),
            created_at: Set(now),
        });
        attachment::Entity::insert_many(rows).exec_without_returning(db).await?;
    }
    Ok(row)
}

/// The thread, oldest first. `with_private` is false for readers who may only see public messages (owners).
pub async fn list<C: ConnectionTrait>(db: &C, ctx: &Ctx, ticket: &ticket::Model, with_private: bool, query: &ListQuery) -> ApiResult<Page<MessageOut>> {
    let mut select = message::Entity::find().filter(message::Column::CompanyId.eq(ctx.company.id)).filter(message::Column::TicketId.eq(ticket.id));
    if !with_private {
        select = select.filter(message::Column::Private.eq(false));
    }
    let page = paginate(db, select.order_by_asc(message::Column::CreatedAt).order_by_asc(message::Column::Id), query).await?;
    let out = many(db, ctx, &ticket.scope, page.data).await?;
    Ok(Page { data: out, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more })
}

/// Messages with their attachments; `scope` is the ticket's, whose module serves the attachments.
pub async fn many<C: ConnectionTrait>(db: &C, ctx: &Ctx, scope: &str, rows: Vec<message::Model>) -> ApiResult<Vec<MessageOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|m| m.id).collect();
    let base = if scope == super::POSTVENTA { "/api/warranties/attachments" } else { "/api/cmanagement/attachments" };
    let mut files: HashMap<Uuid, Vec<AttachmentOut>> = HashMap::new();
    for a in attachment::Entity::find().filter(attachment::Column::MessageId.is_in(ids)).order_by_asc(attachment::Column::Id).all(db).await? {
        files.entry(a.message_id).or_default().push(AttachmentOut { url: format!("{base}/{}", a.id), id: a.id, name: a.name, size: a.size, mime: a.mime });
    }
    let names = user_names(db, ctx, rows.iter().filter_map(|m| m.author_id)).await?;
    let owners = owner_names(db, ctx, &rows).await?;
    let origins: HashMap<Uuid, i64> = ticket::Entity::scoped(&ctx.tenant)
        .filter(ticket::Column::Id.is_in(rows.iter().filter_map(|m| m.origin_ticket_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|t| (t.id, t.number))
        .collect();
    Ok(rows
        .into_iter()
        .map(|m| MessageOut {
            attachments: files.remove(&m.id).unwrap_or_default(),
            author: m.author_id.map(|id| named(&names, id)).or_else(|| owners.get(&m.ticket_id).cloned()),
            from_ticket: m.origin_ticket_id.map(|id| TicketRef { id, number: origins.get(&id).copied().unwrap_or_default() }),
            id: m.id,
            body: m.body,
            private: m.private,
            kind: m.kind,
            created_at: m.created_at,
        })
        .collect())
}

/// The owner (an owner account) of each ticket that has a message the owner wrote.
async fn owner_names<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: &[message::Model]) -> ApiResult<HashMap<Uuid, NamedRef>> {
    let tickets: Vec<Uuid> = rows.iter().filter(|m| m.kind == OWNER).map(|m| m.ticket_id).collect();
    if tickets.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::Id.is_in(tickets)).all(db).await?;
    let accounts = crate::warranties::requests::owners::by_id(db, ctx, rows.iter().filter_map(|t| t.owner_id)).await?;
    Ok(rows.into_iter().filter_map(|t| t.owner_id.and_then(|o| accounts.get(&o)).map(|a| (t.id, NamedRef { id: a.id, name: a.name.clone() }))).collect())
}
