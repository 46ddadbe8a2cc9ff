//! A ticket pinned to an element of a BIM model of its project: the model and the element's GlobalId, which stays
//! the same across new versions of the model's files. The element's name and class are read from the model's
//! current index, so a pin whose element left the model still shows, marked as not found. A pin may hold further
//! elements of the same model (a non-conforming concrete lot pins its ticket to every element poured in it): they
//! live in `ticket_pin_elements`, the main one stays on the ticket, and changing or removing the pin drops them.

use std::collections::HashMap;

use platform::{context::Ctx, i18n::Msg, tenant::Scoped, validate::Validator, ApiResult};
use sea_orm::{
    sea_query::{Expr, ExprTrait, Query},
    ActiveValue::Set,
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::entity::{pin_element, ticket};
use crate::bim::entity::{element, model};

/// The element a ticket is pinned to, as sent.
#[derive(Clone, Deserialize, utoipa::ToSchema)]
pub struct PinIn {
    pub model_id: Uuid,
    pub global_id: String,
}

/// The element a ticket is pinned to, as shown.
#[derive(Clone, Serialize, utoipa::ToSchema)]
pub struct PinOut {
    pub model_id: Uuid,
    pub model_name: String,
    pub global_id: String,
    pub element_name: Option<String>,
    pub element_class: Option<String>,
    /// False when the element is not in the model's current files.
    pub found: bool,
    /// Every element of the model the ticket is pinned to: `global_id` first, then the further ones in the order
    /// they were pinned (a non-conforming concrete lot pins its ticket to all its elements).
    pub global_ids: Vec<String>,
}

/// Rows per insert: well under SQLite's and PostgreSQL's limits on bound values.
const CHUNK: usize = 500;

/// Pins the ticket to further elements of its main pin's model, after the main one (whose GlobalId is left out
/// if repeated), replacing any it had.
pub async fn set_further<C: ConnectionTrait>(db: &C, ticket: Uuid, main: &str, global_ids: &[String]) -> ApiResult<()> {
    clear_further(db, ticket).await?;
    let mut seen = std::collections::HashSet::from([main]);
    let rows: Vec<pin_element::ActiveModel> = global_ids
        .iter()
        .filter(|g| seen.insert(g.as_str()))
        .enumerate()
        .map(|(i, g)| pin_element::ActiveModel { ticket_id: Set(ticket), global_id: Set(g.clone()), position: Set(i as i32 + 1) })
        .collect();
    for chunk in rows.chunks(CHUNK) {
        pin_element::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(())
}

/// Drops the further elements of a ticket's pin (the pin changed or went).
pub async fn clear_further<C: ConnectionTrait>(db: &C, ticket: Uuid) -> ApiResult<()> {
    pin_element::Entity::delete_many().filter(pin_element::Column::TicketId.eq(ticket)).exec(db).await?;
    Ok(())
}

/// Drops the further elements of every ticket pinned to the model (the model goes or its pins are cleared).
pub async fn clear_further_of_model<C: ConnectionTrait>(db: &C, model: Uuid) -> ApiResult<()> {
    let pinned = Query::select().column(ticket::Column::Id).from(ticket::Entity).and_where(ticket::Column::BimModelId.eq(model)).to_owned();
    pin_element::Entity::delete_many().filter(pin_element::Column::TicketId.in_subquery(pinned)).exec(db).await?;
    Ok(())
}

/// Tickets pinned to the element, as their main pin or a further one (a correlated `EXISTS` on the ticket's own
/// rows, as the custom-field filter, so the list still walks its ordered index).
pub fn pinned_to(global_id: &str) -> Condition {
    let further = Query::select()
        .expr(Expr::val(1))
        .from(pin_element::Entity)
        .and_where(Expr::col((pin_element::Entity, pin_element::Column::TicketId)).equals((ticket::Entity, ticket::Column::Id)))
        .and_where(Expr::col((pin_element::Entity, pin_element::Column::GlobalId)).eq(global_id))
        .to_owned();
    Condition::any().add(ticket::Column::BimGlobalId.eq(global_id)).add(Expr::exists(further))
}

/// Checks that the model belongs to the ticket's project (and company) and has the element; adds the error on `bim`.
pub async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, project: Uuid, pin: &PinIn) -> ApiResult<()> {
    let global_id = pin.global_id.trim();
    let owner = model::Entity::scoped(&ctx.tenant).filter(model::Column::Id.eq(pin.model_id)).filter(model::Column::ProjectId.eq(project)).one(db).await?;
    if owner.is_none() {
        v.add("bim", Msg::new("ticket.bim_model_not_found"));
    } else if global_id.is_empty() || element::Entity::find().filter(element::Column::ModelId.eq(pin.model_id)).filter(element::Column::GlobalId.eq(global_id)).one(db).await?.is_none() {
        v.add("bim", Msg::new("ticket.bim_element_not_found"));
    }
    Ok(())
}

/// The pins of a page of tickets, by ticket id.
pub async fn describe<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: &[ticket::Model]) -> ApiResult<HashMap<Uuid, PinOut>> {
    let pinned: Vec<(Uuid, Uuid, &str)> = rows.iter().filter_map(|t| Some((t.id, t.bim_model_id?, t.bim_global_id.as_deref()?))).collect();
    if pinned.is_empty() {
        return Ok(HashMap::new());
    }
    let mut further: HashMap<Uuid, Vec<String>> = HashMap::new();
    let further_rows = pin_element::Entity::find().filter(pin_element::Column::TicketId.is_in(pinned.iter().map(|p| p.0))).order_by_asc(pin_element::Column::Position).all(db).await?;
    for row in further_rows {
        further.entry(row.ticket_id).or_default().push(row.global_id);
    }
    let model_ids: Vec<Uuid> = pinned.iter().map(|p| p.1).collect();
    let names: HashMap<Uuid, String> = model::Entity::scoped(&ctx.tenant).filter(model::Column::Id.is_in(model_ids.clone())).all(db).await?.into_iter().map(|m| (m.id, m.name)).collect();
    let elements: HashMap<(Uuid, String), element::Model> = element::Entity::find()
        .filter(element::Column::ModelId.is_in(model_ids))
        .filter(element::Column::GlobalId.is_in(pinned.iter().map(|p| p.2.to_string())))
        .all(db)
        .await?
        .into_iter()
        .map(|e| ((e.model_id, e.global_id.clone()), e))
        .collect();
    Ok(pinned
        .into_iter()
        .map(|(ticket, model_id, global_id)| {
            let found = elements.get(&(model_id, global_id.to_string()));
            let pin = PinOut {
                model_id,
                model_name: names.get(&model_id).cloned().unwrap_or_default(),
                global_id: global_id.into(),
                element_name: found.and_then(|e| e.name.clone()),
                element_class: found.map(|e| e.class.clone()),
                found: found.is_some(),
                global_ids: std::iter::once(global_id.to_string()).chain(further.remove(&ticket).unwrap_or_default()).collect(),
            };
            (ticket, pin)
        })
        .collect())
}
