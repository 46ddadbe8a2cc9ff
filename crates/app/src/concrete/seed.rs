//! Benchmark data (`obra admin seed-placements`, 100,000): two years of placements on the elements of a project's
//! Concrete model, grouped in lots of 100 m³ by type, the closed lots sampled (three 28-day samples of two
//! cylinders) and judged — most conforming, some not, the latest still waiting for their results. Written in bulk,
//! in one transaction; deterministic for a count.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, Utc};
use platform::{entities::project, ids::new_id, search::name_key, ApiError, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait};
use uuid::Uuid;

use super::entity::{catalog, lot, placement, placement_element, sample};
use crate::bim::entity::{element, model};

const LIMIT_E1: i32 = 1000;
const CHUNK: usize = 500;

fn noise(i: usize) -> f64 {
    let x = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17) ^ 0xA5A5_5A5A;
    (x % 1000) as f64 / 1000.0
}

/// The catalogue item of a kind by name, made when missing.
async fn item<C: ConnectionTrait>(db: &C, company: Uuid, kind: &str, name: &str, strength_e1: Option<i32>) -> ApiResult<Uuid> {
    let found = catalog::Entity::find().filter(catalog::Column::CompanyId.eq(company)).filter(catalog::Column::Kind.eq(kind)).filter(catalog::Column::NameKey.eq(name_key(name))).one(db).await?;
    if let Some(found) = found {
        return Ok(found.id);
    }
    let (id, now) = (new_id(), Utc::now());
    let row = catalog::ActiveModel { id: Set(id), company_id: Set(company), kind: Set(kind.into()), name: Set(name.into()), name_key: Set(name_key(name)), flag: Set(kind == "element"), strength_e1: Set(strength_e1), ifc_class: Set(None), version: Set(1), created_at: Set(now), updated_at: Set(now) };
    catalog::Entity::insert(row).exec_without_returning(db).await?;
    Ok(id)
}

async fn chunks<C: ConnectionTrait, A: sea_orm::ActiveModelTrait + Send>(db: &C, rows: Vec<A>) -> ApiResult<()> {
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let part: Vec<A> = rows.by_ref().take(CHUNK).collect();
        <A::Entity as EntityTrait>::insert_many(part).exec_without_returning(db).await?;
    }
    Ok(())
}

struct Open {
    id: Uuid,
    volume: i32,
    last: NaiveDate,
}

/// Adds `count` placements to the project's Concrete model; returns the project and the lots made.
pub async fn seed(db: &DatabaseConnection, project_name: &str, count: usize) -> ApiResult<(Uuid, usize)> {
    let project = project::Entity::find().filter(project::Column::Name.eq(project_name)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let model = model::Entity::find().filter(model::Column::ProjectId.eq(project.id)).filter(model::Column::Concrete.eq(true)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let globals: Vec<String> = element::Entity::find().select_only().column(element::Column::GlobalId).filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false)).into_tuple().all(db).await?;
    if globals.is_empty() {
        return Err(ApiError::not_found());
    }
    let company = project.company_id;
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let kinds = [item(&txn, company, "element", "Losa", None).await?, item(&txn, company, "element", "Muro", None).await?, item(&txn, company, "element", "Pilar", None).await?];
    let supplier = item(&txn, company, "company", "Hormigones Bench", None).await?;
    let types = [item(&txn, company, "type", "H30", Some(300)).await?, item(&txn, company, "type", "H25", Some(250)).await?];
    let lab = item(&txn, company, "laboratory", "Laboratorio Bench", None).await?;
    let first_number: i64 = placement::Entity::find().select_only().column_as(placement::Column::Number.max(), "n").filter(placement::Column::ProjectId.eq(project.id)).into_tuple::<Option<i64>>().one(&txn).await?.flatten().unwrap_or(0) + 1;
    let mut lot_number: i32 = lot::Entity::find().select_only().column_as(lot::Column::Number.max(), "n").filter(lot::Column::ProjectId.eq(project.id)).into_tuple::<Option<i32>>().one(&txn).await?.flatten().unwrap_or(0);
    let today = Utc::now().date_naive();
    let start = today - Duration::days(730);
    let (now, mut open): (_, HashMap<usize, Open>) = (Utc::now(), HashMap::new());
    let (mut placements, mut elements, mut lots, mut samples) = (Vec::with_capacity(count), Vec::with_capacity(count * 2), Vec::new(), Vec::new());
    let close = |open: Open, t: usize, lots: &mut Vec<lot::ActiveModel>, samples: &mut Vec<sample::ActiveModel>, lot_number: &mut i32, closed: bool| {
        *lot_number += 1;
        let tested = open.last + Duration::days(28);
        let known = closed && tested <= today;
        let fails = noise(*lot_number as usize * 13) < 0.06;
        let verdict = match (known, fails) { (false, _) => "pending", (true, false) => "conforming", (true, true) => "non_conforming" };
        lots.push(lot::ActiveModel { id: Set(open.id), company_id: Set(company), project_id: Set(project.id), type_id: Set(types[t]), number: Set(*lot_number), volume_e1: Set(open.volume), limit_e1: Set(LIMIT_E1), closed: Set(closed), verdict: Set(verdict.into()), estimate_e1: Set(None), ticket_id: Set(None), created_at: Set(now), updated_at: Set(now) });
        if closed {
            for k in 0..3 {
                let base = if fails { 250 } else { 360 } + (noise(*lot_number as usize * 7 + k) * 40.0) as i32;
                let specimens = if known { format!("[{},{}]", base, base + 5) } else { "[]".into() };
                samples.push(sample::ActiveModel { id: Set(new_id()), company_id: Set(company), lot_id: Set(open.id), laboratory_id: Set(Some(lab)), code: Set(format!("M-{lot_number}-{}", k + 1)), taken_on: Set(open.last), age_days: Set(28), tested_on: Set(known.then_some(tested)), specimens: Set(specimens), created_by: Set(None), created_at: Set(now) });
            }
        }
    };
    for i in 0..count {
        let poured_on = start + Duration::days((i * 730 / count.max(1)) as i64);
        let t = usize::from(noise(i) >= 0.7);
        let m3_e1 = 20 + (noise(i + 1) * 70.0) as i32;
        if open.get(&t).is_some_and(|o| o.volume + m3_e1 > LIMIT_E1) {
            if let Some(full) = open.remove(&t) {
                close(full, t, &mut lots, &mut samples, &mut lot_number, true);
            }
        }
        let lot = open.entry(t).or_insert_with(|| Open { id: new_id(), volume: 0, last: poured_on });
        lot.volume += m3_e1;
        lot.last = poured_on;
        let id = new_id();
        let kind = i % kinds.len();
        placements.push(placement::ActiveModel { id: Set(id), company_id: Set(company), project_id: Set(project.id), model_id: Set(model.id), number: Set(first_number + i as i64), element_id: Set(kinds[kind]), m3_e1: Set(m3_e1), location: Set(format!("Eje {} piso {}", i % 12 + 1, i % 30 + 1)), unit: Set(format!("Torre {}", i % 4 + 1)), cycle: Set(Some(format!("C-{}", i / 40 + 1))), axis1: Set(None), axis2: Set(None), axis3: Set(None), axis4: Set(None), poured_on: Set(poured_on), supplier_id: Set(supplier), type_id: Set(types[t]), guide: Set(Some(format!("G-{}", 100_000 + i))), lot_id: Set(lot.id), created_by: Set(None), version: Set(1), created_at: Set(now), updated_at: Set(now) });
        for k in 0..(1 + i % 2) {
            elements.push(placement_element::ActiveModel { placement_id: Set(id), global_id: Set(globals[(i * 2 + k) % globals.len()].clone()), model_id: Set(model.id) });
        }
    }
    for (t, rest) in open.drain().collect::<Vec<_>>() {
        close(rest, t, &mut lots, &mut samples, &mut lot_number, false);
    }
    let made = lots.len();
    chunks(&txn, lots).await?;
    chunks(&txn, placements).await?;
    chunks(&txn, elements).await?;
    chunks(&txn, samples).await?;
    txn.commit().await?;
    Ok((project.id, made))
}
