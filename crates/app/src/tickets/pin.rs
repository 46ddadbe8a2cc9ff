//! A ticket pinned to an element of a BIM model of its project: the model and the element's GlobalId, which stays
//! the same across new versions of the model's files. The element's name and class are read from the model's
//! current index, so a pin whose element left the model still shows, marked as not found.

use std::collections::HashMap;

use platform::{context::Ctx, i18n::Msg, tenant::Scoped, validate::Validator, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::entity::ticket;
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
            };
            (ticket, pin)
        })
        .collect())
}
