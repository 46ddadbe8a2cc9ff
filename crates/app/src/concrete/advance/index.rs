//! What the advance is computed from, kept per project until something changes: every placement of the Concrete
//! model (its day, lot, element kind, m³, storey and elements) and every lot's state, with GlobalIds, storeys and
//! kind names interned. Colouring a date is then a pass over memory (100,000 placements in a few milliseconds)
//! instead of reading them all again for each position of the slider. The key is the model, its element count,
//! the placements' and lots' counts and latest changes (a sample's change judges its lot, which stamps it) and the
//! element kinds' latest change, so a write on any instance is seen by every instance (each keeps its own copy).

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

use chrono::{DateTime, NaiveDate, Utc};
use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect, QueryTrait};
use uuid::Uuid;

use crate::{
    bim::entity::{element, model},
    concrete::{entity::{catalog, lot, placement, placement_element, sample}, verdict::DESIGN_AGE},
};

/// Projects kept at most (the least recently built goes first).
const KEEP: usize = 16;

pub struct Lot {
    pub closed: bool,
    pub verdict: String,
    /// When the verdict became known: the lot's last tested design-age sample.
    pub decided: Option<NaiveDate>,
}

pub struct Placed {
    pub poured_on: NaiveDate,
    pub lot: u32,
    pub kind: u32,
    pub m3_e1: i32,
    /// The storey of its first element (None when the element has none).
    pub storey: Option<u32>,
    /// Its elements: a range of `Index::filled`.
    pub from: u32,
    pub to: u32,
}

pub struct Index {
    pub model_id: Uuid,
    pub model_name: String,
    pub elements: u64,
    pub globals: Vec<String>,
    pub storeys: Vec<String>,
    pub kinds: Vec<String>,
    pub lots: Vec<Lot>,
    /// By pouring day.
    pub placed: Vec<Placed>,
    /// GlobalId indexes, each placement's a contiguous run.
    pub filled: Vec<u32>,
    /// m³ planned by the model's quantities, by (kind, storey).
    pub planned: HashMap<(u32, Option<u32>), f64>,
}

type Kept = HashMap<Uuid, (String, Arc<Index>)>;

static CACHE: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// Held while an index is built, so concurrent misses build it once.
static BUILDING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn stamp<C: ConnectionTrait, E: EntityTrait>(db: &C, select: sea_orm::Select<E>, updated: E::Column) -> ApiResult<String> {
    let (n, latest): (i64, Option<DateTime<Utc>>) = select.select_only().column_as(Expr::cust("COUNT(*)"), "n").column_as(updated.max(), "latest").into_tuple().one(db).await?.unwrap_or((0, None));
    Ok(format!("{n}/{latest:?}"))
}

/// The project's advance index for its Concrete model, from the cache when nothing changed.
pub async fn of<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, model: &model::Model) -> ApiResult<Arc<Index>> {
    let elements = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false)).count(db).await?;
    let placements = stamp(db, placement::Entity::find().filter(placement::Column::ProjectId.eq(project)), placement::Column::UpdatedAt).await?;
    let lots = stamp(db, lot::Entity::find().filter(lot::Column::ProjectId.eq(project)), lot::Column::UpdatedAt).await?;
    let kinds = stamp(db, catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq("element")), catalog::Column::UpdatedAt).await?;
    let key = format!("{}|{elements}|{placements}|{lots}|{kinds}", model.id);
    if let Some(found) = kept(project, &key) {
        return Ok(found);
    }
    let _building = BUILDING.lock().await;
    if let Some(found) = kept(project, &key) {
        return Ok(found);
    }
    let index = Arc::new(build(db, ctx, project, model, elements).await?);
    if let Ok(mut cache) = CACHE.lock() {
        if cache.len() >= KEEP && !cache.contains_key(&project) {
            if let Some(first) = cache.keys().next().copied() {
                cache.remove(&first);
            }
        }
        cache.insert(project, (key, index.clone()));
    }
    Ok(index)
}

fn kept(project: Uuid, key: &str) -> Option<Arc<Index>> {
    CACHE.lock().ok()?.get(&project).filter(|(k, _)| k == key).map(|(_, index)| index.clone())
}

/// Interns strings as indexes.
#[derive(Default)]
struct Names {
    list: Vec<String>,
    at: HashMap<String, u32>,
}

impl Names {
    fn id(&mut self, name: &str) -> u32 {
        if let Some(i) = self.at.get(name) {
            return *i;
        }
        let i = self.list.len() as u32;
        self.list.push(name.to_string());
        self.at.insert(name.to_string(), i);
        i
    }
}

async fn build<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, model: &model::Model, elements: u64) -> ApiResult<Index> {
    let mut rows: Vec<(Uuid, NaiveDate, Uuid, Uuid, i32)> = placement::Entity::scoped(&ctx.tenant)
        .select_only()
        .columns([placement::Column::Id, placement::Column::PouredOn, placement::Column::LotId, placement::Column::ElementId, placement::Column::M3E1])
        .filter(placement::Column::ProjectId.eq(project))
        .filter(placement::Column::ModelId.eq(model.id))
        .into_tuple()
        .all(db)
        .await?;
    rows.sort_by_key(|r| r.1);
    let lot_rows = lot::Entity::find().filter(lot::Column::ProjectId.eq(project)).all(db).await?;
    let lots_in_project = lot::Entity::find().select_only().column(lot::Column::Id).filter(lot::Column::ProjectId.eq(project)).into_query();
    let mut decided: HashMap<Uuid, NaiveDate> = HashMap::new();
    let tested: Vec<(Uuid, Option<NaiveDate>)> = sample::Entity::find().select_only().columns([sample::Column::LotId, sample::Column::TestedOn]).filter(sample::Column::AgeDays.eq(DESIGN_AGE)).filter(sample::Column::LotId.in_subquery(lots_in_project)).into_tuple().all(db).await?;
    for (lot_id, day) in tested {
        if let Some(t) = day {
            let d = decided.entry(lot_id).or_insert(t);
            *d = (*d).max(t);
        }
    }
    let mut lot_at: HashMap<Uuid, u32> = HashMap::new();
    let mut lots = Vec::with_capacity(lot_rows.len() + 1);
    for l in lot_rows {
        lot_at.insert(l.id, lots.len() as u32);
        lots.push(Lot { closed: l.closed, verdict: l.verdict, decided: decided.get(&l.id).copied() });
    }
    // A placement whose lot is gone (never, by the writes' rules) counts as poured.
    let orphan = lots.len() as u32;
    lots.push(Lot { closed: false, verdict: "pending".into(), decided: None });
    let storey_of: HashMap<String, Option<String>> = element::Entity::find().select_only().columns([element::Column::GlobalId, element::Column::StoreyName]).filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false)).into_tuple::<(String, Option<String>)>().all(db).await?.into_iter().collect();
    let mut by_placement: HashMap<Uuid, Vec<String>> = HashMap::with_capacity(rows.len());
    let pairs: Vec<(Uuid, String)> = placement_element::Entity::find().select_only().columns([placement_element::Column::PlacementId, placement_element::Column::GlobalId]).filter(placement_element::Column::ModelId.eq(model.id)).into_tuple().all(db).await?;
    for (p, g) in pairs {
        by_placement.entry(p).or_default().push(g);
    }
    let kind_names: HashMap<Uuid, String> = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq("element")).all(db).await?.into_iter().map(|c| (c.id, c.name)).collect();
    let (mut globals, mut storeys, mut kinds) = (Names::default(), Names::default(), Names::default());
    let mut placed = Vec::with_capacity(rows.len());
    let mut filled = Vec::new();
    for (id, poured_on, lot_id, kind_id, m3_e1) in rows {
        let from = filled.len() as u32;
        let mine = by_placement.remove(&id).unwrap_or_default();
        let storey = mine.first().and_then(|g| storey_of.get(g).cloned().flatten()).map(|s| storeys.id(&s));
        filled.extend(mine.iter().map(|g| globals.id(g)));
        let kind = kinds.id(kind_names.get(&kind_id).map_or("", String::as_str));
        placed.push(Placed { poured_on, lot: lot_at.get(&lot_id).copied().unwrap_or(orphan), kind, m3_e1, storey, from, to: filled.len() as u32 });
    }
    let planned = super::planned::by_kind_and_storey(db, ctx, model.id).await?.into_iter().map(|((kind, storey), m3)| ((kinds.id(&kind), storey.map(|s| storeys.id(&s))), m3)).collect();
    Ok(Index { model_id: model.id, model_name: model.name.clone(), elements, globals: globals.list, storeys: storeys.list, kinds: kinds.list, lots, placed, filled, planned })
}
