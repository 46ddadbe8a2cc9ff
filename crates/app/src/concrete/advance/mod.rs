//! `advanceBim`: the project's Concrete model coloured by state on a date — each element filled by a placement
//! poured by then is poured (its lot still open), lot pending (its lot closed, no verdict yet), conforming or
//! non-conforming (the verdict known by then: its last 28-day result tested on or before the date); the others are
//! not poured. An element filled by several placements takes the most pressing state. Also the m³ poured by
//! element kind and storey.

use std::collections::BTreeMap;

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::QueryParams, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_read, form::concrete_model};

mod index;
mod planned;

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
    /// The m³ the model's elements of this kind (by its IFC class) and storey hold by their quantity sets
    /// (`NetVolume`, else `GrossVolume`); null when none of them has a volume.
    pub planned_m3: Option<f64>,
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
    /// The model's planned m³ over every kind with an IFC class (null when the model has no volumes for them).
    pub planned_m3: Option<f64>,
    pub by_element: Vec<ConcreteAdvanceRow>,
}

/// A state's rank: the highest wins on an element (0: not poured).
const POURED: u8 = 3;
const LOT_PENDING: u8 = 2;
const CONFORMING: u8 = 1;
const NON_CONFORMING: u8 = 4;

fn state_of(lot: &index::Lot, date: NaiveDate) -> u8 {
    let known = lot.decided.is_some_and(|d| d <= date);
    match lot.verdict.as_str() {
        "conforming" if known => CONFORMING,
        "non_conforming" if known => NON_CONFORMING,
        _ if lot.closed => LOT_PENDING,
        _ => POURED,
    }
}

/// The colouring of a date: a pass over the placements poured by then.
fn colour(index: &index::Index, date: NaiveDate, out: &mut ConcreteAdvanceOut) {
    let lots: Vec<u8> = index.lots.iter().map(|l| state_of(l, date)).collect();
    let mut states = vec![0u8; index.globals.len()];
    let mut rows: BTreeMap<(u32, Option<u32>), (u64, i64)> = BTreeMap::new();
    for p in index.placed.iter().take_while(|p| p.poured_on <= date) {
        let state = lots[p.lot as usize];
        for g in &index.filled[p.from as usize..p.to as usize] {
            let kept = &mut states[*g as usize];
            *kept = (*kept).max(state);
        }
        let row = rows.entry((p.kind, p.storey)).or_default();
        row.0 += 1;
        row.1 += i64::from(p.m3_e1);
    }
    for (g, state) in states.iter().enumerate() {
        let list = match *state {
            NON_CONFORMING => &mut out.non_conforming,
            POURED => &mut out.poured,
            LOT_PENDING => &mut out.lot_pending,
            CONFORMING => &mut out.conforming,
            _ => continue,
        };
        list.push(index.globals[g].clone());
    }
    for list in [&mut out.poured, &mut out.lot_pending, &mut out.conforming, &mut out.non_conforming] {
        list.sort_unstable();
    }
    out.poured_m3 = rows.values().map(|(_, m3)| *m3).sum::<i64>() as f64 / 10.0;
    for key in index.planned.keys() {
        rows.entry(*key).or_default();
    }
    let tenth = |v: f64| (v * 10.0).round() / 10.0;
    out.planned_m3 = (!index.planned.is_empty()).then(|| tenth(index.planned.values().sum()));
    let storey = |s: Option<u32>| s.map(|s| index.storeys[s as usize].clone());
    let mut by_element: Vec<ConcreteAdvanceRow> = rows
        .into_iter()
        .map(|((kind, s), (placements, m3))| ConcreteAdvanceRow { element_name: index.kinds[kind as usize].clone(), storey: storey(s), placements, poured_m3: m3 as f64 / 10.0, planned_m3: index.planned.get(&(kind, s)).map(|v| tenth(*v)) })
        .collect();
    by_element.sort_by(|a, b| (&a.element_name, &a.storey).cmp(&(&b.element_name, &b.storey)));
    out.by_element = by_element;
}

/// The Concrete model's elements by state on a date (`projectId`; `date`, default today), and the m³ poured.
#[utoipa::path(get, operation_id = "concrete_advance", path = "/concrete/advance", tag = "concrete", params(AdvanceQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = One<ConcreteAdvanceOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn advance(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<AdvanceQuery>) -> ApiResult<Json<One<ConcreteAdvanceOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let date = q.date.unwrap_or_else(|| Utc::now().date_naive());
    let mut out = ConcreteAdvanceOut { model_id: None, model_name: None, date, elements: 0, poured: vec![], lot_pending: vec![], conforming: vec![], non_conforming: vec![], poured_m3: 0.0, planned_m3: None, by_element: vec![] };
    let Some(model) = concrete_model(&state.db, &ctx, project).await? else { return Ok(Json(One::new(out))) };
    let index = index::of(&state.db, &ctx, project, &model).await?;
    colour(&index, date, &mut out);
    out.elements = index.elements;
    out.model_id = Some(index.model_id);
    out.model_name = Some(index.model_name.clone());
    Ok(Json(One::new(out)))
}
