//! Placements as the API shows them: with the names of their element kind, supplier and type, their lot, and the
//! elements of the model they filled; read in a few batched queries for a whole page.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde::Serialize;
use uuid::Uuid;

use super::{entity::{catalog, lot, placement, placement_element}, from_e1};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcretePlacementOut {
    pub id: Uuid,
    /// 1, 2, 3… per project.
    pub number: i64,
    pub model_id: Uuid,
    pub global_ids: Vec<String>,
    pub element_id: Uuid,
    pub element_name: String,
    pub structural: bool,
    pub m3: f64,
    pub location: String,
    pub unit: String,
    pub cycle: Option<String>,
    /// Axes 1 to 4 (null where not given).
    pub axes: Vec<Option<String>>,
    pub poured_on: NaiveDate,
    pub supplier_id: Uuid,
    pub supplier_name: String,
    pub homologated: bool,
    pub type_id: Uuid,
    pub type_name: String,
    pub strength_mpa: Option<f64>,
    pub guide: Option<String>,
    pub lot_id: Uuid,
    pub lot_number: i32,
    /// The lot's verdict: pending, conforming or non_conforming.
    pub lot_verdict: String,
    pub lot_closed: bool,
    pub version: i32,
    pub created_at: DateTime<Utc>,
}

pub async fn many<C: ConnectionTrait>(db: &C, rows: Vec<placement::Model>) -> ApiResult<Vec<ConcretePlacementOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let mut names: Vec<Uuid> = rows.iter().flat_map(|r| [r.element_id, r.supplier_id, r.type_id]).collect();
    names.sort();
    names.dedup();
    let catalog: HashMap<Uuid, catalog::Model> = catalog::Entity::find().filter(catalog::Column::Id.is_in(names)).all(db).await?.into_iter().map(|c| (c.id, c)).collect();
    let lots: HashMap<Uuid, lot::Model> = lot::Entity::find().filter(lot::Column::Id.is_in(rows.iter().map(|r| r.lot_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|l| (l.id, l)).collect();
    let mut elements: HashMap<Uuid, Vec<String>> = HashMap::new();
    for chunk in ids.chunks(500) {
        for e in placement_element::Entity::find().filter(placement_element::Column::PlacementId.is_in(chunk.to_vec())).all(db).await? {
            elements.entry(e.placement_id).or_default().push(e.global_id);
        }
    }
    let name = |id: &Uuid| catalog.get(id).map(|c| c.name.clone()).unwrap_or_default();
    let flag = |id: &Uuid| catalog.get(id).is_some_and(|c| c.flag);
    Ok(rows
        .into_iter()
        .map(|p| {
            let lot = lots.get(&p.lot_id);
            ConcretePlacementOut {
                global_ids: elements.remove(&p.id).unwrap_or_default(),
                element_name: name(&p.element_id),
                structural: flag(&p.element_id),
                supplier_name: name(&p.supplier_id),
                homologated: flag(&p.supplier_id),
                type_name: name(&p.type_id),
                strength_mpa: catalog.get(&p.type_id).and_then(|c| c.strength_e1).map(from_e1),
                lot_number: lot.map(|l| l.number).unwrap_or(0),
                lot_verdict: lot.map(|l| l.verdict.clone()).unwrap_or_else(|| "pending".into()),
                lot_closed: lot.is_some_and(|l| l.closed),
                id: p.id,
                number: p.number,
                model_id: p.model_id,
                element_id: p.element_id,
                m3: from_e1(p.m3_e1),
                location: p.location,
                unit: p.unit,
                cycle: p.cycle,
                axes: vec![p.axis1, p.axis2, p.axis3, p.axis4],
                poured_on: p.poured_on,
                supplier_id: p.supplier_id,
                type_id: p.type_id,
                guide: p.guide,
                lot_id: p.lot_id,
                version: p.version,
                created_at: p.created_at,
            }
        })
        .collect())
}
