//! Merging tickets (SPEC §5): only tickets of the same project (and, for after-sales, the same unit and owner),
//! without orders, not finished and not of delivery-act origin. The source's messages (with their attachments),
//! tasks and CC move to the target and the source becomes read-only, pointing at it. What moved is written down,
//! so the merge can be undone exactly while nothing new happened on the target.

use chrono::Utc;
use platform::{context::Ctx, i18n::Msg, ApiError, ApiResult};
use sea_orm::{sea_query::Expr, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use serde_json::json;
use uuid::Uuid;

use super::{
    activity,
    entity::{cc, merge, message, task, ticket},
    status::{Origin, Status},
    store,
};
use crate::warranties::entity::failure;

/// What a merge moved.
#[derive(Serialize, Deserialize, Default)]
pub struct Moved {
    pub messages: Vec<Uuid>,
    pub tasks: Vec<Uuid>,
    /// Moved rows that got `origin_ticket_id` = the source (those from an earlier merge keep theirs).
    pub marked: Vec<Uuid>,
    pub cc: Vec<Uuid>,
    /// After-sales failures moved, with the number each had on the source.
    #[serde(default)]
    pub failures: Vec<(Uuid, i32)>,
}

/// Why `source` cannot be merged into `target`, if it cannot.
pub fn refusal(target: &ticket::Model, source: &ticket::Model) -> Option<&'static str> {
    let finished = |t: &ticket::Model| t.status == Status::Finished.as_str();
    let delivery = |t: &ticket::Model| t.origin == Origin::DeliveryAct.as_str();
    if target.id == source.id {
        Some("ticket.merge_same")
    } else if target.merged_into.is_some() || source.merged_into.is_some() {
        Some("ticket.merge_merged")
    } else if target.project_id != source.project_id || target.scope != source.scope {
        Some("ticket.merge_project")
    } else if target.unit_id != source.unit_id || target.owner_id != source.owner_id {
        Some("ticket.merge_unit")
    } else if target.orders_count > 0 || source.orders_count > 0 {
        Some("ticket.merge_orders")
    } else if finished(target) || finished(source) {
        Some("ticket.merge_finished")
    } else if delivery(target) || delivery(source) {
        Some("ticket.merge_delivery_act")
    } else {
        None
    }
}

/// Merges `source` into `target` (both already loaded for the caller).
pub async fn merge<C: ConnectionTrait>(db: &C, ctx: &Ctx, target: &ticket::Model, source: &ticket::Model) -> ApiResult<merge::Model> {
    if let Some(reason) = refusal(target, source) {
        return Err(ApiError::field("source_id", Msg::new(reason)));
    }
    let messages: Vec<message::Model> = message::Entity::find().filter(message::Column::TicketId.eq(source.id)).all(db).await?;
    let tasks: Vec<task::Model> = task::Entity::find().filter(task::Column::TicketId.eq(source.id)).all(db).await?;
    let mut moved = Moved {
        messages: messages.iter().map(|m| m.id).collect(),
        tasks: tasks.iter().map(|t| t.id).collect(),
        marked: messages.iter().filter(|m| m.origin_ticket_id.is_none()).map(|m| m.id).chain(tasks.iter().filter(|t| t.origin_ticket_id.is_none()).map(|t| t.id)).collect(),
        cc: vec![],
        failures: vec![],
    };
    moved.failures = move_failures(db, source.id, target.id).await?;
    message::Entity::update_many().col_expr(message::Column::OriginTicketId, Expr::value(source.id)).filter(message::Column::Id.is_in(moved.marked.clone())).exec(db).await?;
    message::Entity::update_many().col_expr(message::Column::TicketId, Expr::value(target.id)).filter(message::Column::Id.is_in(moved.messages.clone())).exec(db).await?;
    task::Entity::update_many().col_expr(task::Column::OriginTicketId, Expr::value(source.id)).filter(task::Column::Id.is_in(moved.marked.clone())).exec(db).await?;
    task::Entity::update_many().col_expr(task::Column::TicketId, Expr::value(target.id)).filter(task::Column::Id.is_in(moved.tasks.clone())).exec(db).await?;
    let present = store::cc_of(db, target.id).await?;
    let mut wanted = store::cc_of(db, source.id).await?;
    wanted.extend(source.responsible_id);
    wanted.extend(source.applicant_id.filter(|_| source.scope == super::CMANAGEMENT));
    wanted.retain(|u| !present.contains(u) && Some(*u) != target.responsible_id && Some(*u) != target.applicant_id);
    wanted.sort();
    wanted.dedup();
    store::add_cc(db, target.id, &wanted).await?;
    moved.cc = wanted;

    store::touch(db, source, None).await?;
    ticket::Entity::update_many().col_expr(ticket::Column::MergedInto, Expr::value(target.id)).filter(ticket::Column::Id.eq(source.id)).exec(db).await?;
    let target_version = store::touch(db, target, None).await?;
    let row = merge::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        target_id: target.id,
        source_id: source.id,
        moved: serde_json::to_value(&moved).map_err(ApiError::internal)?,
        target_version,
        created_by: Some(ctx.user.id),
        created_at: Utc::now(),
        undone_at: None,
    };
    merge::Entity::insert(merge::ActiveModel::from(row.clone())).exec_without_returning(db).await?;
    let source_ref = json!({"id": source.id, "number": source.number, "subject": source.subject});
    activity::record(db, ctx, target.id, "merged", json!({"source": source_ref, "messages": moved.messages.len(), "tasks": moved.tasks.len()})).await?;
    activity::record(db, ctx, source.id, "merged_into", json!({"target": {"id": target.id, "number": target.number, "subject": target.subject}})).await?;
    Ok(row)
}

/// Moves an after-sales source's failures to the target, numbered after the target's own.
async fn move_failures<C: ConnectionTrait>(db: &C, source: Uuid, target: Uuid) -> ApiResult<Vec<(Uuid, i32)>> {
    let rows = failure::Entity::find().filter(failure::Column::TicketId.eq(source)).order_by_asc(failure::Column::Number).all(db).await?;
    let last: Option<i32> = failure::Entity::find().select_only().column_as(failure::Column::Number.max(), "n").filter(failure::Column::TicketId.eq(target)).into_tuple().one(db).await?.flatten();
    let mut next = last.unwrap_or(0);
    for row in &rows {
        next += 1;
        failure::Entity::update_many().col_expr(failure::Column::TicketId, Expr::value(target)).col_expr(failure::Column::Number, Expr::value(next)).filter(failure::Column::Id.eq(row.id)).exec(db).await?;
    }
    Ok(rows.into_iter().map(|f| (f.id, f.number)).collect())
}

/// Whether the merge can still be undone: not undone, and nothing new happened on the target since.
pub fn can_undo(row: &merge::Model, target: &ticket::Model) -> bool {
    row.undone_at.is_none() && target.version == row.target_version
}

/// Puts everything back where it was before the merge.
pub async fn undo<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &merge::Model, target: &ticket::Model, source: &ticket::Model) -> ApiResult<merge::Model> {
    if row.undone_at.is_some() {
        return Err(ApiError::field("merge", Msg::new("ticket.merge_undone")));
    }
    if !can_undo(row, target) || source.merged_into != Some(target.id) {
        return Err(ApiError::field("merge", Msg::new("ticket.merge_stale")));
    }
    let moved: Moved = serde_json::from_value(row.moved.clone()).unwrap_or_default();
    message::Entity::update_many().col_expr(message::Column::TicketId, Expr::value(source.id)).filter(message::Column::Id.is_in(moved.messages.clone())).exec(db).await?;
    message::Entity::update_many().col_expr(message::Column::OriginTicketId, Expr::value(Option::<Uuid>::None)).filter(message::Column::Id.is_in(moved.marked.clone())).exec(db).await?;
    task::Entity::update_many().col_expr(task::Column::TicketId, Expr::value(source.id)).filter(task::Column::Id.is_in(moved.tasks.clone())).exec(db).await?;
    task::Entity::update_many().col_expr(task::Column::OriginTicketId, Expr::value(Option::<Uuid>::None)).filter(task::Column::Id.is_in(moved.marked.clone())).exec(db).await?;
    cc::Entity::delete_many().filter(cc::Column::TicketId.eq(target.id)).filter(cc::Column::UserId.is_in(moved.cc.clone())).exec(db).await?;
    for (id, number) in &moved.failures {
        failure::Entity::update_many().col_expr(failure::Column::TicketId, Expr::value(source.id)).col_expr(failure::Column::Number, Expr::value(*number)).filter(failure::Column::Id.eq(*id)).exec(db).await?;
    }
    ticket::Entity::update_many().col_expr(ticket::Column::MergedInto, Expr::value(Option::<Uuid>::None)).filter(ticket::Column::Id.eq(source.id)).exec(db).await?;
    store::touch(db, source, None).await?;
    store::touch(db, target, None).await?;
    let now = Utc::now();
    merge::Entity::update(merge::ActiveModel { id: Set(row.id), undone_at: Set(Some(now)), ..Default::default() }).exec(db).await?;
    activity::record(db, ctx, target.id, "merge_undone", json!({"source": {"id": source.id, "number": source.number}})).await?;
    activity::record(db, ctx, source.id, "merge_undone", json!({"target": {"id": target.id, "number": target.number}})).await?;
    Ok(merge::Model { undone_at: Some(now), ..row.clone() })
}
