//! What a placement must have (SPEC §5): an element kind, m³ (one decimal, up to the largest placement), location
//! and unit, either a cycle (or zone) or up to four axes — exactly one of the two —, the pouring date (not in the
//! future), the supplier and the concrete type from the company's catalogues, an optional guide number, and the
//! elements of the project's Concrete model it filled (1–500 GlobalIds in the model's index).

use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, i18n::Msg, tenant::Scoped, validate::Validator, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use serde::Deserialize;
use uuid::Uuid;

use super::{entity::catalog, settings::{self, tenths}};
use crate::bim::entity::{element, model};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConcretePlacementIn {
    /// An element kind of the company's catalogue.
    pub element_id: Option<Uuid>,
    /// 0.1 up to the largest placement of the settings, one decimal at most.
    pub m3: Option<f64>,
    /// 1–120 characters.
    pub location: Option<String>,
    /// 1–120 characters: the building, tower or sector the element is in.
    pub unit: Option<String>,
    /// A cycle or zone, or else `axes`: exactly one of the two.
    pub cycle: Option<String>,
    /// Up to four axes (e.g. "A", "3", "A-B"), each at most 30 characters.
    #[serde(default)]
    pub axes: Vec<Option<String>>,
    /// YYYY-MM-DD, not after today.
    pub poured_on: Option<String>,
    /// A company of the catalogue (the supplier).
    pub supplier_id: Option<Uuid>,
    /// A concrete type of the catalogue.
    pub type_id: Option<Uuid>,
    /// The truck's guide (dispatch) number, at most 60 characters.
    pub guide: Option<String>,
    /// GlobalIds of elements of the project's Concrete model (1–500).
    #[serde(default)]
    pub global_ids: Vec<String>,
    /// Required on update: the version read.
    pub version: Option<i32>,
}

pub struct Valid {
    pub element_id: Uuid,
    pub m3_e1: i32,
    pub location: String,
    pub unit: String,
    pub cycle: Option<String>,
    pub axes: [Option<String>; 4],
    pub poured_on: NaiveDate,
    pub supplier_id: Uuid,
    pub type_id: Uuid,
    pub guide: Option<String>,
    pub model_id: Uuid,
    pub global_ids: Vec<String>,
}

fn text(value: Option<&str>) -> Option<String> {
    value.map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

/// A catalogue item of the kind, required; the error on `field` otherwise.
async fn pick<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, field: &str, kind: &str, id: Option<Uuid>) -> ApiResult<Uuid> {
    let Some(id) = id else {
        v.add(field, Msg::new("validation.required"));
        return Ok(Uuid::nil());
    };
    if catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)).filter(catalog::Column::Id.eq(id)).one(db).await?.is_none() {
        v.add(field, Msg::new("validation.one_of"));
    }
    Ok(id)
}

/// The project's Concrete model, if one is assigned.
pub async fn concrete_model<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<Option<model::Model>> {
    Ok(model::Entity::scoped(&ctx.tenant).filter(model::Column::ProjectId.eq(project)).filter(model::Column::Concrete.eq(true)).one(db).await?)
}

pub async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, input: &ConcretePlacementIn) -> ApiResult<Valid> {
    let mut v = Validator::new();
    let limits = settings::of(db, ctx).await?;
    let element_id = pick(db, ctx, &mut v, "element_id", "element", input.element_id).await?;
    let supplier_id = pick(db, ctx, &mut v, "supplier_id", "company", input.supplier_id).await?;
    let type_id = pick(db, ctx, &mut v, "type_id", "type", input.type_id).await?;
    let m3_e1 = tenths(&mut v, "m3", input.m3, 0.1, f64::from(limits.max_placement_e1) / 10.0).unwrap_or(0);
    let location = v.name("location", input.location.as_deref(), 1, 120);
    let unit = v.name("unit", input.unit.as_deref(), 1, 120);
    let cycle = text(input.cycle.as_deref());
    let mut axes: [Option<String>; 4] = Default::default();
    if input.axes.len() > 4 {
        v.add("axes", Msg::new("concrete.axes_max"));
    }
    for (i, axis) in input.axes.iter().take(4).enumerate() {
        axes[i] = text(axis.as_deref());
        if axes[i].as_ref().is_some_and(|a| a.chars().count() > 30) {
            v.add("axes", Msg::new("validation.max_length").arg("max", 30));
        }
    }
    let any_axis = axes.iter().any(Option::is_some);
    if cycle.is_some() == any_axis {
        // Neither or both: the spec's rule is one of the two.
        v.add("cycle", Msg::new("concrete.cycle_or_axes"));
        v.add("axes", Msg::new("concrete.cycle_or_axes"));
    }
    if cycle.as_ref().is_some_and(|c| c.chars().count() > 60) {
        v.add("cycle", Msg::new("validation.max_length").arg("max", 60));
    }
    let today = Utc::now().date_naive();
    let poured_on = match text(input.poured_on.as_deref()) {
        Some(day) => v.date("poured_on", &day).inspect(|d| v.date_before("poured_on", *d, today, true)).unwrap_or(today),
        None => {
            v.add("poured_on", Msg::new("validation.required"));
            today
        }
    };
    let guide = text(input.guide.as_deref());
    if guide.as_ref().is_some_and(|g| g.chars().count() > 60) {
        v.add("guide", Msg::new("validation.max_length").arg("max", 60));
    }
    let mut global_ids: Vec<String> = input.global_ids.iter().map(|g| g.trim().to_string()).filter(|g| !g.is_empty()).collect();
    global_ids.sort();
    global_ids.dedup();
    let model = concrete_model(db, ctx, project).await?;
    let model_id = model.as_ref().map(|m| m.id).unwrap_or_default();
    match &model {
        None => v.add("global_ids", Msg::new("concrete.no_model")),
        Some(_) if global_ids.is_empty() => v.add("global_ids", Msg::new("concrete.pick_elements")),
        Some(_) if global_ids.len() > 500 => v.add("global_ids", Msg::new("validation.max_items").arg("max", 500)),
        Some(m) => {
            let found: Vec<String> = element::Entity::find().select_only().column(element::Column::GlobalId).filter(element::Column::ModelId.eq(m.id)).filter(element::Column::GlobalId.is_in(global_ids.clone())).distinct().into_tuple().all(db).await?;
            if found.len() < global_ids.len() {
                v.add("global_ids", Msg::new("concrete.element_not_found"));
            }
        }
    }
    v.finish()?;
    Ok(Valid { element_id, m3_e1, location, unit, cycle, axes, poured_on, supplier_id, type_id, guide, model_id, global_ids })
}
