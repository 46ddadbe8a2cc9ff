//! Tickets as the SPA sees them, built for a whole page at once: names, CC, custom values and counts come from
//! one query each.

use std::collections::HashMap;

use chrono::Utc;
use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde_json::Map;
use uuid::Uuid;

use super::{
    dto::{TicketOut, TicketRef},
    entity::{category, cc, field, message, task, ticket, value},
    fields,
    status::{Origin, Priority, Status},
};
use crate::auth::names::{named, user_names};

pub async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: ticket::Model) -> ApiResult<TicketOut> {
    Ok(many(db, ctx, vec![row]).await?.remove(0))
}

pub async fn many<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<ticket::Model>) -> ApiResult<Vec<TicketOut>> {
    if rows.is_empty() {
        return Ok(vec![]);
    }
    let ids: Vec<Uuid> = rows.iter().map(|t| t.id).collect();
    let ccs = cc::Entity::find().filter(cc::Column::TicketId.is_in(ids.clone())).all(db).await?;
    let mut people: Vec<Uuid> = ccs.iter().map(|c| c.user_id).collect();
    for t in &rows {
        people.extend([t.applicant_id, t.owner_id, t.responsible_id, t.created_by].into_iter().flatten());
    }
    let names = user_names(db, ctx, people).await?;
    // An after-sales request's owner is an owner account, not a user.
    let owners = crate::warranties::requests::owners::by_id(db, ctx, rows.iter().filter(|t| t.scope == super::POSTVENTA).filter_map(|t| t.owner_id)).await?;
    let categories: HashMap<Uuid, String> = category::Entity::scoped(&ctx.tenant)
        .filter(category::Column::Id.is_in(rows.iter().filter_map(|t| t.category_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    let values = values_by_ticket(db, ctx, &ids).await?;
    let tasks = task::Entity::find().filter(task::Column::TicketId.is_in(ids.clone())).all(db).await?;
    let messages = message::Entity::find().filter(message::Column::TicketId.is_in(ids.clone())).all(db).await?;
    let targets: HashMap<Uuid, i64> = ticket::Entity::scoped(&ctx.tenant)
        .filter(ticket::Column::Id.is_in(rows.iter().filter_map(|t| t.merged_into)))
        .all(db)
        .await?
        .into_iter()
        .map(|t| (t.id, t.number))
        .collect();
    let mut pins = super::pin::describe(db, ctx, &rows).await?;
    let now = Utc::now();
    Ok(rows
        .into_iter()
        .map(|t| {
            let mine = |tid: Uuid| tid == t.id;
            let status = Status::parse(&t.status).unwrap_or(Status::New);
            TicketOut {
                id: t.id,
                number: t.number,
                project_id: t.project_id,
                subject: t.subject,
                description: t.description,
                status,
                status_letter: status.letter().into(),
                send_as: t.send_as.as_deref().and_then(super::status::SendAs::parse),
                priority: Priority::parse(&t.priority).unwrap_or(Priority::Medium),
                origin: Origin::parse(&t.origin).unwrap_or(Origin::MobileApp),
                applicant: t.applicant_id.map(|id| named(&names, id)),
                owner: t.owner_id.map(|id| match owners.get(&id) {
                    Some(account) => crate::auth::me::NamedRef { id, name: account.name.clone() },
                    None => named(&names, id),
                }),
                responsible: t.responsible_id.map(|id| named(&names, id)),
                cc: ccs.iter().filter(|c| mine(c.ticket_id)).map(|c| named(&names, c.user_id)).collect(),
                category: t.category_id.map(|id| crate::auth::me::NamedRef { id, name: categories.get(&id).cloned().unwrap_or_default() }),
                custom_values: values.get(&t.id).cloned().unwrap_or_default(),
                postponed_until: t.postponed_until,
                age_days: (now - t.created_at).num_days(),
                created_at: t.created_at,
                updated_at: t.updated_at,
                finished_at: t.finished_at,
                created_by: t.created_by.map(|id| named(&names, id)),
                merged_into: t.merged_into.map(|id| TicketRef { id, number: targets.get(&id).copied().unwrap_or_default() }),
                bim: pins.remove(&t.id),
                tasks_total: tasks.iter().filter(|k| mine(k.ticket_id)).count() as u64,
                tasks_done: tasks.iter().filter(|k| mine(k.ticket_id) && k.status == "done").count() as u64,
                messages_count: messages.iter().filter(|m| mine(m.ticket_id)).count() as u64,
                version: t.version,
            }
        })
        .collect())
}

/// Custom values of tickets as JSON, by ticket then field id.
async fn values_by_ticket<C: ConnectionTrait>(db: &C, ctx: &Ctx, ids: &[Uuid]) -> ApiResult<HashMap<Uuid, Map<String, serde_json::Value>>> {
    let rows = value::Entity::find().filter(value::Column::TicketId.is_in(ids.to_vec())).all(db).await?;
    let defs: HashMap<Uuid, field::Model> = field::Entity::scoped(&ctx.tenant).all(db).await?.into_iter().map(|f| (f.id, f)).collect();
    let mut grouped: HashMap<(Uuid, Uuid), Vec<String>> = HashMap::new();
    for row in rows {
        grouped.entry((row.ticket_id, row.field_id)).or_default().push(row.value);
    }
    let mut out: HashMap<Uuid, Map<String, serde_json::Value>> = HashMap::new();
    for ((ticket, field_id), texts) in grouped {
        if let Some(def) = defs.get(&field_id) {
            out.entry(ticket).or_default().insert(field_id.to_string(), fields::value_of(def, &texts));
        }
    }
    Ok(out)
}

/// The stored rows of one ticket, by field.
pub async fn current_values<C: ConnectionTrait>(db: &C, ticket: Uuid) -> ApiResult<HashMap<Uuid, Vec<String>>> {
    let mut out: HashMap<Uuid, Vec<String>> = HashMap::new();
    for row in value::Entity::find().filter(value::Column::TicketId.eq(ticket)).all(db).await? {
        out.entry(row.field_id).or_default().push(row.value);
    }
    Ok(out)
}
