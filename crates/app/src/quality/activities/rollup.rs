//! The roll-up of a summary from its children: planned dates from the earliest start to the latest end, actual
//! start from the earliest, actual end only once every child has one, progress weighted by planned duration, and
//! costs summed when every child shares one currency (otherwise the summary is marked mixed and shows none).

use std::collections::HashMap;

use chrono::NaiveDate;
use platform::ApiResult;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, ActiveModelTrait};
use uuid::Uuid;

use crate::quality::entity::activity;

/// What a summary takes from its children.
#[derive(Clone, Debug, PartialEq)]
pub struct Roll {
    pub est_start: NaiveDate,
    pub est_end: NaiveDate,
    pub actual_start: Option<NaiveDate>,
    pub actual_end: Option<NaiveDate>,
    pub baseline_start: Option<NaiveDate>,
    pub baseline_end: Option<NaiveDate>,
    pub progress: f64,
    pub estimated: Option<i64>,
    pub expected: Option<i64>,
    pub actual: Option<i64>,
    pub currency: String,
    pub mixed: bool,
}

pub fn duration_days(start: NaiveDate, end: NaiveDate) -> i64 {
    (end - start).num_days().max(0) + 1
}

fn sum(values: impl Iterator<Item = Option<i64>>) -> Option<i64> {
    values.fold(None, |acc, v| match (acc, v) {
        (None, v) => v,
        (a, None) => a,
        (Some(a), Some(b)) => Some(a.saturating_add(b)),
    })
}

/// The roll-up of non-empty `children`.
pub fn roll(children: &[&activity::Model]) -> Option<Roll> {
    let first = children.first()?;
    let weight: i64 = children.iter().map(|c| duration_days(c.est_start, c.est_end)).sum();
    let weighted: f64 = children.iter().map(|c| c.progress * duration_days(c.est_start, c.est_end) as f64).sum();
    let mixed = children.iter().any(|c| c.mixed_currency || c.currency != first.currency);
    let all_ended = children.iter().all(|c| c.actual_end.is_some());
    let all_baselined = children.iter().all(|c| c.baseline_start.is_some() && c.baseline_end.is_some());
    Some(Roll {
        est_start: children.iter().map(|c| c.est_start).min()?,
        est_end: children.iter().map(|c| c.est_end).max()?,
        actual_start: children.iter().filter_map(|c| c.actual_start).min(),
        actual_end: if all_ended { children.iter().filter_map(|c| c.actual_end).max() } else { None },
        baseline_start: if all_baselined { children.iter().filter_map(|c| c.baseline_start).min() } else { None },
        baseline_end: if all_baselined { children.iter().filter_map(|c| c.baseline_end).max() } else { None },
        progress: if weight > 0 { (weighted / weight as f64 * 10.0).round() / 10.0 } else { 0.0 },
        estimated: if mixed { None } else { sum(children.iter().map(|c| c.estimated_cost_e4)) },
        expected: if mixed { None } else { sum(children.iter().map(|c| c.expected_cost_e4)) },
        actual: if mixed { None } else { sum(children.iter().map(|c| c.actual_cost_e4)) },
        currency: first.currency.clone(),
        mixed,
    })
}

fn current(a: &activity::Model) -> Roll {
    Roll {
        est_start: a.est_start,
        est_end: a.est_end,
        actual_start: a.actual_start,
        actual_end: a.actual_end,
        baseline_start: a.baseline_start,
        baseline_end: a.baseline_end,
        progress: a.progress,
        estimated: a.estimated_cost_e4,
        expected: a.expected_cost_e4,
        actual: a.actual_cost_e4,
        currency: a.currency.clone(),
        mixed: a.mixed_currency,
    }
}

/// Writes `roll` (and the summary flag) on `a` when anything differs; returns the row as written.
async fn apply<C: ConnectionTrait>(db: &C, a: activity::Model, roll: Option<Roll>) -> ApiResult<activity::Model> {
    let is_summary = roll.is_some();
    let unchanged = a.is_summary == is_summary && roll.as_ref().is_none_or(|r| *r == current(&a));
    if unchanged {
        return Ok(a);
    }
    let mut row = a.into_active_model();
    row.is_summary = Set(is_summary);
    if let Some(r) = roll {
        row.est_start = Set(r.est_start);
        row.est_end = Set(r.est_end);
        row.actual_start = Set(r.actual_start);
        row.actual_end = Set(r.actual_end);
        row.baseline_start = Set(r.baseline_start);
        row.baseline_end = Set(r.baseline_end);
        row.progress = Set(r.progress);
        row.estimated_cost_e4 = Set(r.estimated);
        row.expected_cost_e4 = Set(r.expected);
        row.actual_cost_e4 = Set(r.actual);
        row.currency = Set(r.currency);
        row.mixed_currency = Set(r.mixed);
    }
    Ok(row.update(db).await?)
}

/// Rolls up `parent` from its children, then its parent, up to the root.
pub async fn up<C: ConnectionTrait>(db: &C, mut parent: Option<Uuid>) -> ApiResult<()> {
    while let Some(id) = parent {
        let Some(row) = activity::Entity::find_by_id(id).one(db).await? else { return Ok(()) };
        let children = activity::Entity::find().filter(activity::Column::ParentId.eq(id)).all(db).await?;
        let refs: Vec<&activity::Model> = children.iter().collect();
        parent = row.parent_id;
        apply(db, row, roll(&refs)).await?;
    }
    Ok(())
}

/// Rolls up every summary of a project, deepest first (after an import or a move of many rows).
pub async fn all<C: ConnectionTrait>(db: &C, project: Uuid) -> ApiResult<()> {
    let rows = activity::Entity::find().filter(activity::Column::ProjectId.eq(project)).all(db).await?;
    let mut by_id: HashMap<Uuid, activity::Model> = rows.into_iter().map(|r| (r.id, r)).collect();
    let mut order: Vec<(i32, Uuid)> = by_id.values().map(|r| (r.level, r.id)).collect();
    order.sort_by_key(|o| std::cmp::Reverse(o.0));
    let mut children: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    for r in by_id.values() {
        if let Some(p) = r.parent_id {
            children.entry(p).or_default().push(r.id);
        }
    }
    for (_, id) in order {
        let kids = children.get(&id).map(Vec::as_slice).unwrap_or_default();
        let roll = {
            let refs: Vec<&activity::Model> = kids.iter().filter_map(|k| by_id.get(k)).collect();
            roll(&refs)
        };
        if let Some(row) = by_id.remove(&id) {
            let written = apply(db, row, roll).await?;
            by_id.insert(id, written);
        }
    }
    Ok(())
}
