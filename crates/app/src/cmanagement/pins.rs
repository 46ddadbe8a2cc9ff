//! The elements of a BIM model that Cmanagement tickets are pinned to, for the viewer to colour: per element, how
//! many tickets, how many are live (not finished) and the highest priority among those. A ticket counts on its main
//! element and on each further element of its pin.

use std::collections::BTreeMap;

use axum::{extract::State, Json};
use platform::{context::Ctx, envelope::One, error::IdPath, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};
use serde::Serialize;

use super::policy;
use crate::{
    bim,
    tickets::{
        self,
        entity::{pin_element, ticket},
        status::{Priority, Status},
    },
};

#[derive(Serialize, utoipa::ToSchema)]
pub struct PinnedElement {
    pub global_id: String,
    pub total: u64,
    pub live: u64,
    /// The highest priority of the live tickets; none when every ticket is finished.
    pub top_priority: Option<Priority>,
}

/// Pinned elements of the model (404 if the model is not the caller's).
#[utoipa::path(get, operation_id = "cmanagement_bim_pins", path = "/cmanagement/bim/{id}/pins", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<PinnedElement>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn pins(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<PinnedElement>>>> {
    policy::can_open(&ctx)?;
    let model = bim::store::model(&state.db, &ctx, id).await?;
    let rows: Vec<(Option<String>, String, i16)> = ticket::Entity::scoped(&ctx.tenant)
        .select_only()
        .columns([ticket::Column::BimGlobalId, ticket::Column::Status, ticket::Column::PriorityRank])
        .filter(ticket::Column::BimModelId.eq(model.id))
        .filter(ticket::Column::Scope.eq(tickets::CMANAGEMENT))
        .filter(ticket::Column::MergedInto.is_null())
        .into_tuple()
        .all(&state.db)
        .await?;
    let further: Vec<(String, String, i16)> = pin_element::Entity::find()
        .select_only()
        .column(pin_element::Column::GlobalId)
        .columns([ticket::Column::Status, ticket::Column::PriorityRank])
        .inner_join(ticket::Entity)
        .filter(ticket::Column::CompanyId.eq(ctx.tenant.uuid()))
        .filter(ticket::Column::BimModelId.eq(model.id))
        .filter(ticket::Column::Scope.eq(tickets::CMANAGEMENT))
        .filter(ticket::Column::MergedInto.is_null())
        .into_tuple()
        .all(&state.db)
        .await?;
    let mut by_element: BTreeMap<String, (u64, u64, Option<i16>)> = BTreeMap::new();
    for (global_id, status, rank) in rows.into_iter().chain(further.into_iter().map(|(g, s, r)| (Some(g), s, r))) {
        let Some(global_id) = global_id else { continue };
        let entry = by_element.entry(global_id).or_default();
        entry.0 += 1;
        if status != Status::Finished.as_str() {
            entry.1 += 1;
            entry.2 = Some(entry.2.map_or(rank, |r| r.min(rank)));
        }
    }
    let data = by_element
        .into_iter()
        .map(|(global_id, (total, live, rank))| PinnedElement { global_id, total, live, top_priority: rank.and_then(|r| Priority::variants().into_iter().find(|p| p.rank() == r as i32)) })
        .collect();
    Ok(Json(One::new(data)))
}
