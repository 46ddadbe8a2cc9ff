//! A ticket's activity (who, when, what and why), kept in the one audit table under the entity `ticket`.

use platform::{
    audit::{self, Entry},
    context::Ctx,
    entities::audit_log,
    envelope::{paginate, ListQuery, Page},
    ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::Value;
use uuid::Uuid;

use super::dto::ActivityOut;
use crate::auth::names::{named, user_names};

const ENTITY: &str = "ticket";

/// Records `action` (created, updated, status, message, merged, merged_into, merge_undone, task_added, …).
/// An owner acting in the portal is named in the detail (`by_owner_name`), since no user did it.
pub async fn record<C: ConnectionTrait>(db: &C, ctx: &Ctx, ticket: Uuid, action: &str, mut detail: Value) -> ApiResult<()> {
    if let (Some(_), Value::Object(map)) = (ctx.owner, &mut detail) {
        map.insert("by_owner_name".into(), Value::String(ctx.user.first_name.clone()));
    }
    audit::record(db, Entry { company_id: Some(ctx.company.id), user_id: ctx.actor(), action: &format!("ticket.{action}"), entity: ENTITY, entity_id: Some(ticket), before: None, after: Some(detail), ip: ctx.client.ip.clone() }).await
}

/// Newest first.
pub async fn list<C: ConnectionTrait>(db: &C, ctx: &Ctx, ticket: Uuid, query: &ListQuery) -> ApiResult<Page<ActivityOut>> {
    let select = audit_log::Entity::find()
        .filter(audit_log::Column::CompanyId.eq(ctx.company.id))
        .filter(audit_log::Column::Entity.eq(ENTITY))
        .filter(audit_log::Column::EntityId.eq(ticket))
        .order_by_desc(audit_log::Column::CreatedAt)
        .order_by_desc(audit_log::Column::Id);
    let page = paginate(db, select, query).await?;
    let names = user_names(db, ctx, page.data.iter().filter_map(|r| r.user_id)).await?;
    Ok(page.map(|row| ActivityOut {
        id: row.id,
        action: row.action.trim_start_matches("ticket.").to_string(),
        user: row.user_id.map(|id| named(&names, id)),
        detail: row.after,
        created_at: row.created_at,
    }))
}
