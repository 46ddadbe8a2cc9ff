//! The m³ planned by the model: each element's volume from its quantity sets (`NetVolume`, else `GrossVolume`, as
//! IFC exporters write them in `Qto_*BaseQuantities`), summed by the element kind whose IFC class it has and by
//! storey. Elements of a class no kind names, or without a volume, plan nothing.

use std::collections::HashMap;

use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::{
    bim::entity::{element, element_set, property_set},
    concrete::entity::catalog,
};

/// A quantity set's volume in m³: its `NetVolume`, else its `GrossVolume`.
pub fn volume(properties: &str) -> Option<f64> {
    let pairs: Vec<(String, Option<String>)> = serde_json::from_str(properties).ok()?;
    let of = |name: &str| pairs.iter().find(|(n, _)| n == name).and_then(|(_, v)| v.as_deref()?.trim().parse::<f64>().ok()).filter(|v| v.is_finite() && *v >= 0.0);
    of("NetVolume").or_else(|| of("GrossVolume"))
}

/// (kind name, storey) → m³ planned, for the model's elements.
pub async fn by_kind_and_storey<C: ConnectionTrait>(db: &C, ctx: &Ctx, model: Uuid) -> ApiResult<HashMap<(String, Option<String>), f64>> {
    let mut kinds = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq("element")).all(db).await?;
    kinds.sort_by(|a, b| a.name_key.cmp(&b.name_key));
    let mut kind_of: HashMap<String, String> = HashMap::new();
    for k in kinds {
        if let Some(class) = k.ifc_class.as_deref().map(str::to_lowercase).filter(|c| !c.is_empty()) {
            kind_of.entry(class).or_insert(k.name);
        }
    }
    let mut planned = HashMap::new();
    if kind_of.is_empty() {
        return Ok(planned);
    }
    let elements: Vec<(Uuid, i64, String, Option<String>)> = element::Entity::find()
        .select_only()
        .columns([element::Column::FileId, element::Column::StepId, element::Column::Class, element::Column::StoreyName])
        .filter(element::Column::ModelId.eq(model))
        .filter(element::Column::Spatial.eq(false))
        .into_tuple()
        .all(db)
        .await?;
    let elements: HashMap<(Uuid, i64), (String, Option<String>)> = elements.into_iter().filter_map(|(f, s, class, storey)| Some(((f, s), (kind_of.get(&class.to_lowercase())?.clone(), storey)))).collect();
    let mut files: Vec<Uuid> = elements.keys().map(|(f, _)| *f).collect();
    files.sort();
    files.dedup();
    if files.is_empty() {
        return Ok(planned);
    }
    let sets: Vec<(Uuid, i64, Option<String>)> = property_set::Entity::find()
        .select_only()
        .columns([property_set::Column::FileId, property_set::Column::StepId, property_set::Column::Properties])
        .filter(property_set::Column::FileId.is_in(files.clone()))
        .filter(property_set::Column::Kind.eq("quantities"))
        .into_tuple()
        .all(db)
        .await?;
    let volumes: HashMap<(Uuid, i64), f64> = sets.into_iter().filter_map(|(f, s, p)| Some(((f, s), volume(p.as_deref()?)?))).collect();
    let links: Vec<(Uuid, i64, i64)> = element_set::Entity::find().select_only().columns([element_set::Column::FileId, element_set::Column::ElementStep, element_set::Column::SetStep]).filter(element_set::Column::FileId.is_in(files)).into_tuple().all(db).await?;
    // An element with several quantity sets counts its largest volume once.
    let mut per_element: HashMap<(Uuid, i64), f64> = HashMap::new();
    for (file, element_step, set_step) in links {
        if let Some(v) = volumes.get(&(file, set_step)) {
            let kept = per_element.entry((file, element_step)).or_insert(0.0);
            *kept = kept.max(*v);
        }
    }
    for (key, m3) in per_element {
        if let Some((kind, storey)) = elements.get(&key) {
            *planned.entry((kind.clone(), storey.clone())).or_insert(0.0) += m3;
        }
    }
    Ok(planned)
}

#[cfg(test)]
mod tests {
    use super::volume;

    #[test]
    fn a_volume_is_the_net_one_else_the_gross_one() {
        assert_eq!(volume(r#"[["Length","4.2"],["NetVolume","0.525"],["GrossVolume","0.6"]]"#), Some(0.525));
        assert_eq!(volume(r#"[["GrossVolume","0.6"]]"#), Some(0.6));
        assert_eq!(volume(r#"[["NetVolume",null],["Width","x"]]"#), None);
        assert_eq!(volume("not json"), None);
    }
}
