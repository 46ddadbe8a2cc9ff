//! Activities as the API shows them: each row with its stage's name, attribute values, units and element count,
//! read in four batched queries for a whole page.

use std::collections::HashMap;

use chrono::Utc;
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{dto::*, tree};
use crate::quality::{
    entity::{activity, activity_element, activity_unit, activity_value, attribute, stage, value},
    money::to_amount,
};

pub fn is_late(a: &activity::Model, today: chrono::NaiveDate) -> bool {
    a.progress < 100.0 && a.est_end < today
}

/// The page's rows as the API shows them.
pub async fn many<C: ConnectionTrait>(db: &C, rows: Vec<activity::Model>) -> ApiResult<Vec<QualityActivityOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let stage_ids: Vec<Uuid> = rows.iter().filter_map(|r| r.stage_id).collect();
    let stages: HashMap<Uuid, String> = if stage_ids.is_empty() { HashMap::new() } else { stage::Entity::find().filter(stage::Column::Id.is_in(stage_ids)).all(db).await?.into_iter().map(|s| (s.id, s.name)).collect() };
    let mut values: HashMap<Uuid, Vec<ActivityValueOut>> = HashMap::new();
    let mut units: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    let mut elements: HashMap<Uuid, u64> = HashMap::new();
    for chunk in ids.chunks(500) {
        let held = activity_value::Entity::find().filter(activity_value::Column::ActivityId.is_in(chunk.to_vec())).all(db).await?;
        if !held.is_empty() {
            let value_rows: HashMap<Uuid, value::Model> = value::Entity::find().filter(value::Column::Id.is_in(held.iter().map(|h| h.value_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|v| (v.id, v)).collect();
            let attrs: HashMap<Uuid, String> = attribute::Entity::find().filter(attribute::Column::Id.is_in(held.iter().map(|h| h.attribute_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|a| (a.id, a.name)).collect();
            for h in held {
                let Some(v) = value_rows.get(&h.value_id) else { continue };
                values.entry(h.activity_id).or_default().push(ActivityValueOut { attribute_id: h.attribute_id, attribute_name: attrs.get(&h.attribute_id).cloned().unwrap_or_default(), value_id: v.id, value_name: v.name.clone(), deprecated: v.deprecated });
            }
        }
        for u in activity_unit::Entity::find().filter(activity_unit::Column::ActivityId.is_in(chunk.to_vec())).all(db).await? {
            units.entry(u.activity_id).or_default().push(u.unit_id);
        }
        let counts: Vec<(Uuid, i64)> = activity_element::Entity::find()
            .select_only()
            .column(activity_element::Column::ActivityId)
            .column_as(activity_element::Column::GlobalId.count(), "n")
            .filter(activity_element::Column::ActivityId.is_in(chunk.to_vec()))
            .group_by(activity_element::Column::ActivityId)
            .into_tuple()
            .all(db)
            .await?;
        elements.extend(counts.into_iter().map(|(id, n)| (id, n.max(0) as u64)));
    }
    let today = Utc::now().date_naive();
    Ok(rows
        .into_iter()
        .map(|a| {
            let mut vals = values.remove(&a.id).unwrap_or_default();
            vals.sort_by(|x, y| x.attribute_name.cmp(&y.attribute_name));
            QualityActivityOut {
                code: tree::code(&a.path),
                stage_name: a.stage_id.and_then(|s| stages.get(&s).cloned()),
                late: is_late(&a, today),
                values: vals,
                unit_ids: units.remove(&a.id).unwrap_or_default(),
                elements: elements.get(&a.id).copied().unwrap_or(0),
                id: a.id,
                parent_id: a.parent_id,
                position: a.position,
                level: a.level,
                is_summary: a.is_summary,
                milestone: a.milestone,
                description: a.description,
                stage_id: a.stage_id,
                est_start: a.est_start,
                est_end: a.est_end,
                actual_start: a.actual_start,
                actual_end: a.actual_end,
                baseline_start: a.baseline_start,
                baseline_end: a.baseline_end,
                progress: a.progress,
                estimated_cost: to_amount(a.estimated_cost_e4),
                expected_cost: to_amount(a.expected_cost_e4),
                actual_cost: to_amount(a.actual_cost_e4),
                currency: a.currency,
                mixed_currency: a.mixed_currency,
                version: a.version,
                updated_at: a.updated_at,
            }
        })
        .collect())
}

pub async fn one<C: ConnectionTrait>(db: &C, row: activity::Model) -> ApiResult<QualityActivityOut> {
    many(db, vec![row]).await?.pop().ok_or_else(platform::ApiError::not_found)
}
