//! A realistic building schedule, for the demo (a few hundred activities) and the benchmark (`obra admin
//! seed-activities`, 20,000): per tower, preliminary works, the structure floor by floor (formwork, rebar,
//! concrete, stripping) and the finishes floor by floor (eleven trades), chained by finish-to-start links the way
//! a site plans them, with progress as of today (some activities late). Deterministic: the same count gives the
//! same schedule. Written through the same path as a schedule import.

use chrono::{Duration, NaiveDate, Utc};
use platform::{entities::project, ApiError, ApiResult};
use schedule::{Link, LinkKind, Schedule, Task};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{activities::{rollup, tree}, interchange};

const STRUCTURE: [(&str, i64); 4] = [("Moldajes", 3), ("Enfierradura", 3), ("Hormigonado de losa", 1), ("Descimbre", 2)];
const FINISHES: [(&str, i64); 11] = [
    ("Tabiquería", 6), ("Instalaciones eléctricas", 5), ("Instalaciones sanitarias", 5), ("Yeso y empaste", 6), ("Cielos", 4),
    ("Pintura", 5), ("Cerámicos de baño", 4), ("Porcelanato", 5), ("Muebles de cocina", 3), ("Puertas y ventanas", 3), ("Aseo y entrega de piso", 2),
];
const PRELIMINARY: [(&str, i64); 3] = [("Instalación de faenas", 10), ("Excavación masiva", 15), ("Fundaciones", 20)];

/// Tasks per tower with `floors` floors: the tower, 3 preliminary, the structure and finishes summaries, a summary
/// and its trades per floor in each.
fn per_tower(floors: usize) -> usize {
    1 + PRELIMINARY.len() + 2 + floors * (1 + STRUCTURE.len()) + floors * (1 + FINISHES.len())
}

/// A cheap deterministic 0..1 from an index.
fn noise(i: usize) -> f64 {
    let x = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17) ^ 0xA5A5_5A5A;
    (x % 1000) as f64 / 1000.0
}

/// A schedule of about `count` activities starting on `start`, with progress as of `today`.
pub fn generate(count: usize, start: NaiveDate, today: NaiveDate) -> Schedule {
    let floors = if count < 600 { 12 } else { 20 };
    let towers = count.div_ceil(per_tower(floors)).max(1);
    let mut s = Schedule { name: "Plan maestro".into(), tasks: Vec::new(), links: Vec::new() };
    let push = |s: &mut Schedule, uid: String, parent: Option<&str>, name: String, begin: NaiveDate, days: i64| {
        let i = s.tasks.len();
        let finish = begin + Duration::days(days - 1);
        let (mut pct, mut actual_start, mut actual_finish) = (0.0, None, None);
        if finish < today {
            // One in seven finished activities is late (not yet done).
            pct = if noise(i) < 0.14 { (60.0 + noise(i + 7) * 35.0).round() } else { 100.0 };
            actual_start = Some(begin);
            actual_finish = (pct >= 100.0).then_some(finish);
        } else if begin <= today {
            let elapsed = (today - begin).num_days() as f64 + 1.0;
            pct = (elapsed / days as f64 * 100.0 * (0.7 + noise(i) * 0.4)).clamp(1.0, 95.0).round();
            actual_start = Some(begin);
        }
        s.tasks.push(Task { uid: uid.clone(), parent: parent.map(String::from), name, start: begin, finish, actual_start, actual_finish, percent_complete: pct, milestone: false, cost: Some(((days as f64) * (800_000.0 + noise(i + 3) * 900_000.0)).round()) });
        uid
    };
    let link = |s: &mut Schedule, a: &str, b: &str| s.links.push(Link { predecessor: a.into(), successor: b.into(), kind: LinkKind::FinishToStart, lag_days: 0 });
    for t in 0..towers {
        let tower_start = start + Duration::days(t as i64 * 21);
        let tower = push(&mut s, format!("T{t}"), None, if towers == 1 { "Edificio".into() } else { format!("Torre {}", t + 1) }, tower_start, 1);
        let mut day = tower_start;
        let mut previous: Option<String> = None;
        for (k, (name, days)) in PRELIMINARY.iter().enumerate() {
            let id = push(&mut s, format!("T{t}P{k}"), Some(&tower), name.to_string(), day, *days);
            if let Some(p) = &previous {
                link(&mut s, p, &id);
            }
            day += Duration::days(*days);
            previous = Some(id);
        }
        let structure = push(&mut s, format!("T{t}S"), Some(&tower), "Obra gruesa".into(), day, 1);
        let mut slab: Option<String> = previous.clone();
        let mut floor_ends = Vec::new();
        for f in 0..floors {
            let floor = push(&mut s, format!("T{t}S{f}"), Some(&structure), format!("Piso {}", f + 1), day, 1);
            let mut prev = slab.clone();
            for (k, (name, days)) in STRUCTURE.iter().enumerate() {
                let id = push(&mut s, format!("T{t}S{f}K{k}"), Some(&floor), format!("{name} piso {}", f + 1), day, *days);
                if let Some(p) = &prev {
                    link(&mut s, p, &id);
                }
                day += Duration::days(*days);
                prev = Some(id);
                if k == 2 {
                    slab = prev.clone();
                }
            }
            floor_ends.push((prev.unwrap_or_default(), day));
        }
        let finishes = push(&mut s, format!("T{t}F"), Some(&tower), "Terminaciones".into(), floor_ends.first().map_or(day, |f| f.1), 1);
        let mut above: Vec<Option<String>> = vec![None; FINISHES.len()];
        for (f, (stripped, ready)) in floor_ends.iter().enumerate() {
            let mut at = *ready + Duration::days(f as i64 * 2);
            let floor = push(&mut s, format!("T{t}F{f}"), Some(&finishes), format!("Piso {}", f + 1), at, 1);
            let mut prev = Some(stripped.clone());
            for (k, (name, days)) in FINISHES.iter().enumerate() {
                let id = push(&mut s, format!("T{t}F{f}K{k}"), Some(&floor), format!("{name} piso {}", f + 1), at, *days);
                if let Some(p) = &prev {
                    link(&mut s, p, &id);
                }
                // A trade moves floor to floor: it starts a floor once it left the one below.
                if let Some(below) = &above[k] {
                    link(&mut s, below, &id);
                }
                above[k] = Some(id.clone());
                at += Duration::days(*days);
                prev = Some(id);
            }
        }
    }
    // Links follow the plan; a trade's floor-to-floor link can ask for a later start than the chain gave it, which
    // is how real plans look before levelling.
    s
}

/// Writes a generated schedule of `count` activities into the named project (after what it has); returns the
/// project id and the activities written.
pub async fn seed(db: &DatabaseConnection, project_name: &str, count: usize) -> ApiResult<(Uuid, u64)> {
    let project = project::Entity::find().filter(project::Column::Name.eq(project_name)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let today = Utc::now().date_naive();
    let schedule = generate(count, today - Duration::days(150), today);
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let first = tree::last_position(&txn, project.id, None).await? + 1;
    let (n, _) = interchange::write(&txn, project.company_id, None, project.id, &schedule, first, "CLP").await?;
    rollup::all(&txn, project.id).await?;
    txn.commit().await?;
    Ok((project.id, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generated_schedule_is_about_the_size_asked_and_its_links_make_no_cycle() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap_or_default();
        for count in [300, 20_000] {
            let s = generate(count, today - Duration::days(150), today);
            assert!(s.tasks.len() >= count && s.tasks.len() < count + per_tower(20), "{count} → {}", s.tasks.len());
            let index: std::collections::HashMap<&str, usize> = s.tasks.iter().enumerate().map(|(i, t)| (t.uid.as_str(), i)).collect();
            let tasks: Vec<schedule::CpmTask> = s.tasks.iter().enumerate().map(|(i, t)| schedule::CpmTask { id: i, start: t.start, finish: t.finish }).collect();
            let links: Vec<schedule::CpmLink> = s.links.iter().map(|l| schedule::CpmLink { from: index[l.predecessor.as_str()], to: index[l.successor.as_str()], kind: l.kind, lag_days: 0 }).collect();
            assert!(schedule::critical_path(&tasks, &links).is_ok());
            assert!(s.tasks.iter().any(|t| t.percent_complete > 0.0 && t.percent_complete < 100.0), "some work is under way");
        }
    }
}
