//! The rules of orders (SPEC §4, §5, §6): an order needs a schedule (start before end) and a responsible (a user
//! of the project or a contractor by name) and takes pending failures of its request, which become scheduled.
//! Its code is OI-n or OT-n within the request. Owners may answer its visit until the project's window before the
//! start; staff are not bound by that window.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use platform::{context::Ctx, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::json;
use uuid::Uuid;

use super::{failure_view::label, order_dto::*};
use crate::{
    auth::names::{named, user_names},
    cmanagement::people,
    tickets::{activity, entity::ticket, store},
    warranties::entity::{failure, order, order_failure},
};

/// What an order's form carries once checked.
pub struct Checked {
    pub responsible_id: Option<Uuid>,
    pub contractor: Option<String>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub observation: Option<String>,
}

/// An order's form as sent (by the order form or an AC's follow-up).
pub struct Draft<'a> {
    pub responsible_id: Option<Uuid>,
    pub contractor: Option<&'a str>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub observation: Option<&'a str>,
}

impl<'a> From<&'a OrderIn> for Draft<'a> {
    fn from(i: &'a OrderIn) -> Self {
        Self { responsible_id: i.responsible_id, contractor: i.contractor.as_deref(), starts_at: i.starts_at, ends_at: i.ends_at, observation: i.observation.as_deref() }
    }
}

impl<'a> From<&'a FollowUpIn> for Draft<'a> {
    fn from(i: &'a FollowUpIn) -> Self {
        Self { responsible_id: i.responsible_id, contractor: i.contractor.as_deref(), starts_at: i.starts_at, ends_at: i.ends_at, observation: i.observation.as_deref() }
    }
}

/// Checks the schedule, the responsible and the observation.
pub async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, project: Uuid, draft: Draft<'_>) -> ApiResult<Option<Checked>> {
    let Draft { responsible_id, contractor, starts_at, ends_at, observation } = draft;
    let contractor = contractor.map(str::trim).filter(|c| !c.is_empty()).map(String::from);
    if let Some(c) = &contractor {
        v.length("contractor", c, 1, 120);
    }
    match responsible_id {
        Some(r) if !people::member_ids(db, ctx, project).await?.contains(&r) => v.add("responsible_id", Msg::new("ticket.user_not_member")),
        None if contractor.is_none() => v.add("responsible_id", Msg::new("warranties.order_responsible_required")),
        _ => {}
    }
    if starts_at.is_none() {
        v.add("starts_at", Msg::new("warranties.order_schedule_required"));
    }
    if ends_at.is_none() {
        v.add("ends_at", Msg::new("warranties.order_schedule_required"));
    }
    if let (Some(s), Some(e)) = (starts_at, ends_at) {
        if e <= s {
            v.add("ends_at", Msg::new("warranties.order_end_before_start"));
        }
    }
    let observation = observation.map(str::trim).filter(|o| !o.is_empty()).map(String::from);
    if let Some(o) = &observation {
        v.length("observation", o, 1, 1000);
    }
    Ok(match (starts_at, ends_at) {
        (Some(starts_at), Some(ends_at)) => Some(Checked { responsible_id, contractor, starts_at, ends_at, observation }),
        _ => None,
    })
}

/// The request's failures named, all pending (or already on `keep`, the order being edited).
pub async fn pick_failures<C: ConnectionTrait>(db: &C, v: &mut Validator, ticket: Uuid, ids: &[Uuid], keep: Option<Uuid>) -> ApiResult<Vec<failure::Model>> {
    let mut ids = ids.to_vec();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        v.add("failure_ids", Msg::new("warranties.order_failures_required"));
        return Ok(vec![]);
    }
    let rows = failure::Entity::find().filter(failure::Column::TicketId.eq(ticket)).filter(failure::Column::Id.is_in(ids.clone())).order_by_asc(failure::Column::Number).all(db).await?;
    let mine: Vec<Uuid> = match keep {
        Some(order) => order_failure::Entity::find().select_only().column(order_failure::Column::FailureId).filter(order_failure::Column::OrderId.eq(order)).into_tuple().all(db).await?,
        None => vec![],
    };
    if rows.len() != ids.len() {
        v.add("failure_ids", Msg::new("validation.one_of"));
    } else if rows.iter().any(|f| f.status != "pending" && !(f.status == "scheduled" && mine.contains(&f.id))) {
        v.add("failure_ids", Msg::new("warranties.order_failure_not_pending"));
    }
    Ok(rows)
}

/// Opens an order of `kind` on the request with the given failures (checked), which become scheduled.
pub async fn open<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model, kind: OrderKind, form: Checked, failures: &[failure::Model]) -> ApiResult<order::Model> {
    let seq: Option<i32> = order::Entity::find().select_only().column_as(order::Column::Seq.max(), "n").filter(order::Column::TicketId.eq(row.id)).filter(order::Column::Kind.eq(kind.as_str())).into_tuple().one(db).await?.flatten();
    let seq = seq.unwrap_or(0) + 1;
    let now = Utc::now();
    let fresh = order::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: row.project_id,
        ticket_id: row.id,
        kind: kind.as_str().into(),
        seq,
        code: format!("{}-{seq}", kind.as_str().to_uppercase()),
        status: OrderStatus::Created.as_str().into(),
        responsible_id: form.responsible_id,
        contractor: form.contractor,
        starts_at: form.starts_at,
        ends_at: form.ends_at,
        observation: form.observation,
        visit_answer: None,
        visit_reason: None,
        visit_answered_at: None,
        visit_by_owner: false,
        cancel_reason: None,
        managed_at: None,
        created_by: Some(ctx.user.id),
        created_at: now,
        updated_at: now,
        version: 1,
    };
    order::Entity::insert(order::ActiveModel::from(fresh.clone())).exec_without_returning(db).await?;
    link(db, fresh.id, failures).await?;
    ticket::Entity::update_many().col_expr(ticket::Column::OrdersCount, Expr::col(ticket::Column::OrdersCount).add(1)).filter(ticket::Column::Id.eq(row.id)).exec(db).await?;
    store::touch(db, row, None).await?;
    activity::record(db, ctx, row.id, "order_created", json!({"code": fresh.code, "failures": failures.iter().map(|f| f.number).collect::<Vec<_>>(), "starts_at": fresh.starts_at})).await?;
    Ok(fresh)
}

/// Puts the failures on the order and marks them scheduled.
pub async fn link<C: ConnectionTrait>(db: &C, order: Uuid, failures: &[failure::Model]) -> ApiResult<()> {
    if failures.is_empty() {
        return Ok(());
    }
    let rows = failures.iter().map(|f| order_failure::ActiveModel { order_id: sea_orm::Set(order), failure_id: sea_orm::Set(f.id), result: sea_orm::Set(None), comment: sea_orm::Set(None) });
    order_failure::Entity::insert_many(rows).exec_without_returning(db).await?;
    failure::Entity::update_many().col_expr(failure::Column::Status, Expr::value("scheduled")).filter(failure::Column::Id.is_in(failures.iter().map(|f| f.id))).exec(db).await?;
    Ok(())
}

/// Takes failures off the order; those still scheduled wait again.
pub async fn unlink<C: ConnectionTrait>(db: &C, order: Uuid, failures: &[Uuid]) -> ApiResult<()> {
    order_failure::Entity::delete_many().filter(order_failure::Column::OrderId.eq(order)).filter(order_failure::Column::FailureId.is_in(failures.to_vec())).exec(db).await?;
    failure::Entity::update_many().col_expr(failure::Column::Status, Expr::value("pending")).filter(failure::Column::Id.is_in(failures.to_vec())).filter(failure::Column::Status.eq("scheduled")).exec(db).await?;
    Ok(())
}

/// The last moment an owner may answer the visit.
pub fn owner_deadline(starts_at: DateTime<Utc>, hours: u32) -> DateTime<Utc> {
    starts_at - Duration::hours(hours as i64)
}

/// Whether an owner may still answer at `now` (up to and including the deadline).
pub fn owner_may_answer(starts_at: DateTime<Utc>, hours: u32, now: DateTime<Utc>) -> bool {
    now <= owner_deadline(starts_at, hours)
}

/// Orders as the screens see them.
pub async fn view<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<order::Model>, answer_hours: u32) -> ApiResult<Vec<OrderOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|o| o.id).collect();
    let links = order_failure::Entity::find().filter(order_failure::Column::OrderId.is_in(ids)).all(db).await?;
    let failures: HashMap<Uuid, failure::Model> = failure::Entity::scoped(&ctx.tenant).filter(failure::Column::Id.is_in(links.iter().map(|l| l.failure_id))).all(db).await?.into_iter().map(|f| (f.id, f)).collect();
    let names = user_names(db, ctx, rows.iter().filter_map(|o| o.responsible_id)).await?;
    Ok(rows
        .into_iter()
        .map(|o| {
            let mut list: Vec<OrderFailure> = links
                .iter()
                .filter(|l| l.order_id == o.id)
                .filter_map(|l| failures.get(&l.failure_id).map(|f| OrderFailure { id: f.id, number: f.number, label: label(f), result: l.result.clone(), comment: l.comment.clone() }))
                .collect();
            list.sort_by_key(|f| f.number);
            OrderOut {
                id: o.id,
                request_id: o.ticket_id,
                kind: OrderKind::parse(&o.kind).unwrap_or(OrderKind::Oi),
                code: o.code,
                status: OrderStatus::parse(&o.status).unwrap_or(OrderStatus::Created),
                responsible: o.responsible_id.map(|id| named(&names, id)),
                contractor: o.contractor,
                duration_minutes: (o.ends_at - o.starts_at).num_minutes(),
                owner_deadline: owner_deadline(o.starts_at, answer_hours),
                owner_may_answer: !matches!(o.status.as_str(), "managed" | "cancelled") && owner_may_answer(o.starts_at, answer_hours, Utc::now()),
                starts_at: o.starts_at,
                ends_at: o.ends_at,
                observation: o.observation,
                failures: list,
                visit: OrderVisit { answer: o.visit_answer, at: o.visit_answered_at, by_owner: o.visit_by_owner, reason: o.visit_reason },
                cancel_reason: o.cancel_reason,
                managed_at: o.managed_at,
                created_at: o.created_at,
                version: o.version,
            }
        })
        .collect())
}

/// An order of the caller's tenant with its request; 404 otherwise.
pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(order::Model, ticket::Model)> {
    let row = order::Entity::scoped(&ctx.tenant).filter(order::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let ticket = store::load(db, ctx, row.ticket_id, crate::tickets::POSTVENTA).await?;
    Ok((row, ticket))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn an_owner_may_answer_until_the_window_opens_and_not_a_second_later() {
        let start = Utc.with_ymd_and_hms(2026, 12, 10, 9, 0, 0).unwrap();
        let deadline = Utc.with_ymd_and_hms(2026, 12, 9, 9, 0, 0).unwrap();
        assert_eq!(owner_deadline(start, 24), deadline);
        assert!(owner_may_answer(start, 24, deadline));
        assert!(!owner_may_answer(start, 24, deadline + Duration::seconds(1)));
        assert!(owner_may_answer(start, 0, start));
        assert!(!owner_may_answer(start, 0, start + Duration::seconds(1)));
    }
}
