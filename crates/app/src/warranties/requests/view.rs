//! Requests as the screens see them: the core's ticket with the unit's name, the owner's e-mail and the failures
//! and orders counted, for a whole page at once.

use std::collections::HashMap;

use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{dto::RequestOut, owners};
use crate::{
    auth::me::NamedRef,
    tickets::{entity::ticket, view as core},
    warranties::entity::{failure, order, unit},
};

pub async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: ticket::Model) -> ApiResult<RequestOut> {
    Ok(many(db, ctx, vec![row]).await?.remove(0))
}

pub async fn many<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<ticket::Model>) -> ApiResult<Vec<RequestOut>> {
    if rows.is_empty() {
        return Ok(vec![]);
    }
    let ids: Vec<Uuid> = rows.iter().map(|t| t.id).collect();
    let units: HashMap<Uuid, String> = unit::Entity::scoped(&ctx.tenant)
        .select_only()
        .column(unit::Column::Id)
        .column(unit::Column::Name)
        .filter(unit::Column::Id.is_in(rows.iter().filter_map(|t| t.unit_id)))
        .into_tuple()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let accounts = owners::by_id(db, ctx, rows.iter().filter_map(|t| t.owner_id)).await?;
    let failures: Vec<(Uuid, String, bool)> = failure::Entity::find()
        .select_only()
        .column(failure::Column::TicketId)
        .column(failure::Column::Status)
        .column(failure::Column::InWarranty)
        .filter(failure::Column::TicketId.is_in(ids.clone()))
        .into_tuple()
        .all(db)
        .await?;
    let orders: Vec<Uuid> = order::Entity::find().select_only().column(order::Column::TicketId).filter(order::Column::TicketId.is_in(ids)).into_tuple().all(db).await?;
    let shown = |status: &str| status != "combined";
    let meta: Vec<(Option<Uuid>, Option<Uuid>)> = rows.iter().map(|t| (t.unit_id, t.owner_id)).collect();
    let tickets = core::many(db, ctx, rows).await?;
    Ok(tickets
        .into_iter()
        .zip(meta)
        .map(|(ticket, (unit_id, owner_id))| {
            let id = ticket.id;
            let mine = failures.iter().filter(|(t, status, _)| *t == id && shown(status));
            RequestOut {
                unit: unit_id.map(|u| NamedRef { id: u, name: units.get(&u).cloned().unwrap_or_default() }),
                owner_email: owner_id.and_then(|o| accounts.get(&o)).map(|a| a.email.clone()),
                failures_total: mine.clone().count() as u64,
                failures_pending: mine.clone().filter(|(_, s, _)| s == "pending" || s == "scheduled").count() as u64,
                out_of_warranty: mine.filter(|(_, _, inside)| !inside).count() as u64,
                orders_total: orders.iter().filter(|t| **t == id).count() as u64,
                ticket,
            }
        })
        .collect())
}
