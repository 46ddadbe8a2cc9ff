//! Reading and writing tickets: tenant- and project-checked loads, per-project numbers, CC and value rows, and
//! the version bump every change makes.

use std::collections::HashMap;

use chrono::Utc;
use platform::{concurrency, context::Ctx, tenant::Scoped, ApiError, ApiResult};
use sea_orm::{
    sea_query::{Expr, ExprTrait, OnConflict},
    ActiveValue::Set,
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};
use uuid::Uuid;

use super::entity::{cc, counter, ticket, value};

/// A ticket of the caller's company in one of their projects; 404 otherwise (another company's or project's
/// ticket does not exist for them).
pub async fn load<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid, scope: &str) -> ApiResult<ticket::Model> {
    ticket::Entity::scoped(&ctx.tenant)
        .filter(ticket::Column::Id.eq(id))
        .filter(ticket::Column::Scope.eq(scope))
        .filter(ticket::Column::ProjectId.is_in(ctx.project_ids.clone()))
        .one(db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// The next number of the project. The counter row is locked by the update until the transaction ends, so two
/// tickets created at once never share a number.
pub async fn next_number<C: ConnectionTrait>(db: &C, project: Uuid) -> ApiResult<i64> {
    counter::Entity::insert(counter::ActiveModel { project_id: Set(project), last: Set(0) })
        .on_conflict(OnConflict::column(counter::Column::ProjectId).do_nothing().to_owned())
        .exec_without_returning(db)
        .await?;
    counter::Entity::update_many()
        .col_expr(counter::Column::Last, Expr::col(counter::Column::Last).add(1))
        .filter(counter::Column::ProjectId.eq(project))
        .exec(db)
        .await?;
    let row = counter::Entity::find_by_id(project).one(db).await?.ok_or_else(|| ApiError::internal("ticket counter missing"))?;
    Ok(row.last)
}

/// Counts ticket changes in this process, so caches of figures over tickets (the after-sales statistics) know
/// when what they hold may be stale.
static CHANGES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

pub fn changes() -> u64 {
    CHANGES.load(std::sync::atomic::Ordering::Relaxed)
}

fn changed() {
    CHANGES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
}

/// Marks a change: bumps the version (checking the one the caller read, when given) and `updated_at`.
pub async fn touch<C: ConnectionTrait>(db: &C, ticket: &ticket::Model, expected: Option<i32>) -> ApiResult<i32> {
    let read = expected.unwrap_or(ticket.version);
    let result = ticket::Entity::update_many()
        .col_expr(ticket::Column::Version, Expr::value(read.wrapping_add(1)))
        .col_expr(ticket::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(ticket::Column::Id.eq(ticket.id))
        .filter(ticket::Column::Version.eq(read))
        .exec(db)
        .await?;
    concurrency::check(result, true)?;
    changed();
    Ok(read.wrapping_add(1))
}

/// Replaces the CC list; returns the users newly added.
pub async fn set_cc<C: ConnectionTrait>(db: &C, ticket: Uuid, users: &[Uuid]) -> ApiResult<Vec<Uuid>> {
    let before: Vec<Uuid> = cc::Entity::find().filter(cc::Column::TicketId.eq(ticket)).all(db).await?.into_iter().map(|c| c.user_id).collect();
    cc::Entity::delete_many().filter(cc::Column::TicketId.eq(ticket)).filter(cc::Column::UserId.is_not_in(users.to_vec())).exec(db).await?;
    let added: Vec<Uuid> = users.iter().copied().filter(|u| !before.contains(u)).collect();
    add_cc(db, ticket, &added).await?;
    Ok(added)
}

pub async fn add_cc<C: ConnectionTrait>(db: &C, ticket: Uuid, users: &[Uuid]) -> ApiResult<()> {
    if users.is_empty() {
        return Ok(());
    }
    let rows = users.iter().map(|u| cc::ActiveModel { ticket_id: Set(ticket), user_id: Set(*u) });
    cc::Entity::insert_many(rows).on_conflict(OnConflict::columns([cc::Column::TicketId, cc::Column::UserId]).do_nothing().to_owned()).exec_without_returning(db).await?;
    Ok(())
}

pub async fn cc_of<C: ConnectionTrait>(db: &C, ticket: Uuid) -> ApiResult<Vec<Uuid>> {
    Ok(cc::Entity::find().filter(cc::Column::TicketId.eq(ticket)).all(db).await?.into_iter().map(|c| c.user_id).collect())
}

/// Replaces the value rows of the given fields.
pub async fn save_values<C: ConnectionTrait>(db: &C, ticket: Uuid, changes: HashMap<Uuid, Vec<String>>) -> ApiResult<()> {
    if changes.is_empty() {
        return Ok(());
    }
    value::Entity::delete_many().filter(value::Column::TicketId.eq(ticket)).filter(value::Column::FieldId.is_in(changes.keys().copied())).exec(db).await?;
    let rows: Vec<_> = changes
        .into_iter()
        .flat_map(|(field, texts)| texts.into_iter().map(move |text| value::ActiveModel { id: Set(Uuid::now_v7()), ticket_id: Set(ticket), field_id: Set(field), value: Set(text) }))
        .collect();
    if !rows.is_empty() {
        value::Entity::insert_many(rows).exec_without_returning(db).await?;
    }
    Ok(())
}

/// A new ticket as a module opens it; the rest starts as every ticket does (new, not postponed, no orders).
pub struct New {
    pub project_id: Uuid,
    pub scope: &'static str,
    pub subject: String,
    pub description: Option<String>,
    pub priority: super::status::Priority,
    pub origin: super::status::Origin,
    pub applicant_id: Option<Uuid>,
    pub owner_id: Option<Uuid>,
    pub unit_id: Option<Uuid>,
    pub responsible_id: Option<Uuid>,
}

/// Numbers and inserts the ticket and writes its `created` activity.
pub async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, new: New) -> ApiResult<ticket::Model> {
    let now = Utc::now();
    let row = ticket::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: new.project_id,
        scope: new.scope.into(),
        number: next_number(db, new.project_id).await?,
        subject: new.subject,
        description: new.description,
        status: super::status::Status::New.as_str().into(),
        send_as: None,
        priority: new.priority.as_str().into(),
        priority_rank: new.priority.rank() as i16,
        origin: new.origin.as_str().into(),
        applicant_id: new.applicant_id,
        owner_id: new.owner_id,
        unit_id: new.unit_id,
        responsible_id: new.responsible_id,
        category_id: None,
        postponed_until: None,
        orders_count: 0,
        merged_into: None,
        bim_model_id: None,
        bim_global_id: None,
        created_by: ctx.actor(),
        created_at: now,
        updated_at: now,
        finished_at: None,
        version: 1,
    };
    ticket::Entity::insert(ticket::ActiveModel::from(row.clone())).exec_without_returning(db).await?;
    changed();
    super::activity::record(db, ctx, row.id, "created", serde_json::json!({"subject": row.subject, "priority": row.priority, "origin": row.origin})).await?;
    super::webhook::created(db, &row).await?;
    Ok(row)
}
