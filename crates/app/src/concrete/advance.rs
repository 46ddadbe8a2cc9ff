//! `advanceBim`: the project's Concrete model coloured by state on a date — each element filled by a placement
//! poured by then is poured (its lot still open), lot pending (its lot closed, no verdict yet), conforming or
//! non-conforming (the verdict known by then: its last 28-day result tested on or before the date); the others are
//! not poured. An element filled by several placements takes the most pressing state. Also the m³ poured by
//! element kind and storey.

use std::collections::{BTreeMap, HashMap};

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::QueryParams, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_read, entity::{catalog, lot, placement, placement_element, sample}, form::concrete_model, verdict::DESIGN_AGE};
use crate::bim::entity::element;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdvanceQuery {
    /// YYYY-MM-DD (default today).
    pub date: Option<NaiveDate>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteAdvanceRow {
    pub element_name: String,
    pub storey: Option<String>,
    pub placements: u64,
    pub poured_m3: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteAdvanceOut {
    /// The project's Concrete model (none assigned: null, and nothing to colour).
    pub model_id: Option<Uuid>,
    pub model_name: Option<String>,
    pub date: NaiveDate,
    /// Elements of the model (not the spatial tree).
    pub elements: u64,
    /// GlobalIds by state; an element in none of them is not poured.
    pub poured: Vec<String>,
    pub lot_pending: Vec<String>,
    pub conforming: Vec<String>,
    pub non_conforming: Vec<String>,
    pub poured_m3: f64,
    pub by_element: Vec<ConcreteAdvanceRow>,
}

/// How pressing a state is: the highest wins on an element.
fn rank(state: &str) -> u8 {
    match state {
        "non_conforming" => 4,
        "poured" => 3,
        "lot_pending" => 2,
        _ => 1,
    }
}

/// The Concrete model's elements by state on a date (`projectId`; `date`, default today), and the m³ poured.
#[utoipa::path(get, operation_id = "concrete_advance", path = "/concrete/advance", tag = "concrete", params(AdvanceQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = One<ConcreteAdvanceOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn advance(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<AdvanceQuery>) -> ApiResult<Json<One<ConcreteAdvanceOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let date = q.date.unwrap_or_else(|| Utc::now().date_naive());
    let db = &state.db;
    let mut out = ConcreteAdvanceOut { model_id: None, model_name: None, date, elements: 0, poured: vec![], lot_pending: vec![], conforming: vec![], non_conforming: vec![], poured_m3: 0.0, by_element: vec![] };
    let Some(model) = concrete_model(db, &ctx, project).await? else { return Ok(Json(One::new(out))) };
    out.elements = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false)).count(db).await?;
    let placements: Vec<(Uuid, Uuid, Uuid, i32)> = placement::Entity::scoped(&ctx.tenant).select_only().columns([placement::Column::Id, placement::Column::LotId, placement::Column::ElementId, placement::Column::M3E1]).filter(placement::Column::ProjectId.eq(project)).filter(placement::Column::ModelId.eq(model.id)).filter(placement::Column::PouredOn.lte(date)).into_tuple().all(db).await?;
    let lots: HashMap<Uuid, (bool, String)> = lot::Entity::find().filter(lot::Column::ProjectId.eq(project)).all(db).await?.into_iter().map(|l| (l.id, (l.closed, l.verdict))).collect();
    // When each lot's verdict became known: its last tested design-age sample.
    let mut decided: HashMap<Uuid, NaiveDate> = HashMap::new();
    for (lot_id, tested) in sample::Entity::find().select_only().columns([sample::Column::LotId, sample::Column::TestedOn]).filter(sample::Column::AgeDays.eq(DESIGN_AGE)).filter(sample::Column::LotId.is_in(lots.keys().copied().collect::<Vec<_>>())).into_tuple::<(Uuid, Option<NaiveDate>)>().all(db).await? {
        if let Some(t) = tested {
            let day = decided.entry(lot_id).or_insert(t);
            *day = (*day).max(t);
        }
    }
    let state_of = |lot_id: &Uuid| -> &'static str {
        let Some((closed, verdict)) = lots.get(lot_id) else { return "poured" };
        let known = decided.get(lot_id).is_some_and(|d| *d <= date);
        match verdict.as_str() {
            "conforming" if known => "conforming",
            "non_conforming" if known => "non_conforming",
            _ if *closed => "lot_pending",
            _ => "poured",
        }
    };
    let by_placement: HashMap<Uuid, (&'static str, Uuid, i32)> = placements.iter().map(|(id, lot_id, element_id, m3)| (*id, (state_of(lot_id), *element_id, *m3))).collect();
    let filled: Vec<(Uuid, String)> = placement_element::Entity::find().select_only().columns([placement_element::Column::PlacementId, placement_element::Column::GlobalId]).filter(placement_element::Column::ModelId.eq(model.id)).into_tuple().all(db).await?;
    let storeys: HashMap<String, Option<String>> = element::Entity::find().select_only().columns([element::Column::GlobalId, element::Column::StoreyName]).filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false)).into_tuple::<(String, Option<String>)>().all(db).await?.into_iter().collect();
    let mut states: HashMap<String, &'static str> = HashMap::new();
    let mut storey_of_placement: HashMap<Uuid, Option<String>> = HashMap::new();
    for (placement_id, global_id) in filled {
        let Some((state, _, _)) = by_placement.get(&placement_id) else { continue };
        storey_of_placement.entry(placement_id).or_insert_with(|| storeys.get(&global_id).cloned().flatten());
        let kept = states.entry(global_id).or_insert(state);
        if rank(state) > rank(kept) {
            *kept = state;
        }
    }
    for (global_id, state) in states {
        match state {
            "non_conforming" => out.non_conforming.push(global_id),
            "lot_pending" => out.lot_pending.push(global_id),
            "conforming" => out.conforming.push(global_id),
            _ => out.poured.push(global_id),
        }
    }
    for list in [&mut out.poured, &mut out.lot_pending, &mut out.conforming, &mut out.non_conforming] {
        list.sort();
    }
    let names: HashMap<Uuid, String> = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq("element")).all(db).await?.into_iter().map(|c| (c.id, c.name)).collect();
    let mut rows: BTreeMap<(String, Option<String>), (u64, i64)> = BTreeMap::new();
    for (id, (_, element_id, m3)) in &by_placement {
        let key = (names.get(element_id).cloned().unwrap_or_default(), storey_of_placement.get(id).cloned().flatten());
        let row = rows.entry(key).or_default();
        row.0 += 1;
        row.1 += i64::from(*m3);
    }
    out.poured_m3 = rows.values().map(|(_, m3)| *m3).sum::<i64>() as f64 / 10.0;
    out.by_element = rows.into_iter().map(|((element_name, storey), (placements, m3))| ConcreteAdvanceRow { element_name, storey, placements, poured_m3: m3 as f64 / 10.0 }).collect();
    out.model_id = Some(model.id);
    out.model_name = Some(model.name);
    Ok(Json(One::new(out)))
}
