//! What a ticket's page shows of merges, for every module on the core: the tickets that may be merged into one
//! (the rules of `merge::refusal` as a query) and the merges made into it with whether each can still be undone.

use std::collections::HashMap;

use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter, QueryOrder, Select};
use uuid::Uuid;

use super::{
    dto::{MergeOut, MergeSource, TicketRef},
    entity::{merge, ticket},
    merge::can_undo,
    status::{Origin, Status},
};
use crate::auth::names::{named, user_names};

/// Tickets that may be merged into `target`: same project and scope (and unit and owner), live, not merged,
/// without orders, not of delivery-act origin; `search` matches the subject or the number.
pub fn candidates(ctx: &Ctx, target: &ticket::Model, search: Option<&str>) -> Select<ticket::Entity> {
    let mut select = ticket::Entity::scoped(&ctx.tenant)
        .filter(ticket::Column::ProjectId.eq(target.project_id))
        .filter(ticket::Column::Scope.eq(&target.scope))
        .filter(ticket::Column::Id.ne(target.id))
        .filter(ticket::Column::MergedInto.is_null())
        .filter(ticket::Column::Status.ne(Status::Finished.as_str()))
        .filter(ticket::Column::Origin.ne(Origin::DeliveryAct.as_str()))
        .filter(ticket::Column::OrdersCount.eq(0))
        .filter(same(ticket::Column::UnitId, target.unit_id))
        .filter(same(ticket::Column::OwnerId, target.owner_id))
        .order_by_desc(ticket::Column::Number);
    if let Some(text) = search {
        let mut any = platform::search::contains_any(&[ticket::Column::Subject], text);
        if let Ok(number) = text.trim().trim_start_matches('#').parse::<i64>() {
            any = any.add(ticket::Column::Number.eq(number));
        }
        select = select.filter(any);
    }
    select
}

/// `column = value`, or `column IS NULL` when there is none.
fn same(column: ticket::Column, value: Option<Uuid>) -> sea_orm::sea_query::SimpleExpr {
    match value {
        Some(v) => column.eq(v),
        None => column.is_null(),
    }
}

/// The merges made into `target`, newest first.
pub async fn into<C: ConnectionTrait>(db: &C, ctx: &Ctx, target: &ticket::Model) -> ApiResult<Vec<MergeOut>> {
    let rows = merge::Entity::scoped(&ctx.tenant).filter(merge::Column::TargetId.eq(target.id)).order_by_desc(merge::Column::CreatedAt).order_by_desc(merge::Column::Id).all(db).await?;
    out(db, ctx, rows, target).await
}

pub async fn out<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<merge::Model>, target: &ticket::Model) -> ApiResult<Vec<MergeOut>> {
    let sources: HashMap<Uuid, ticket::Model> = ticket::Entity::scoped(&ctx.tenant).filter(ticket::Column::Id.is_in(rows.iter().map(|r| r.source_id))).all(db).await?.into_iter().map(|t| (t.id, t)).collect();
    let names = user_names(db, ctx, rows.iter().filter_map(|r| r.created_by)).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let source = sources.get(&r.source_id);
            MergeOut {
                id: r.id,
                target: TicketRef { id: target.id, number: target.number },
                source: MergeSource { id: r.source_id, number: source.map_or(0, |s| s.number), subject: source.map(|s| s.subject.clone()).unwrap_or_default() },
                created_by: r.created_by.map(|id| named(&names, id)),
                created_at: r.created_at,
                undone_at: r.undone_at,
                can_undo: can_undo(&r, target),
            }
        })
        .collect())
}
