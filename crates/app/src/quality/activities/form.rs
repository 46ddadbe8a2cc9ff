//! The activity form's rules: description, dates, costs in the currency, the stage, attribute values (one per
//! attribute; a deprecated value only when already held) and units of the project. Every problem is answered in
//! one 422.

use std::collections::HashSet;

use chrono::NaiveDate;
use platform::{context::Ctx, i18n::Msg, tenant::Scoped, validate::Validator, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::dto::ActivityIn;
use crate::{
    quality::{
        entity::{activity_value, stage, value},
        money,
    },
    warranties::entity::unit,
};

/// A valid form.
pub struct Form {
    pub description: String,
    pub stage_id: Option<Uuid>,
    pub dates: Option<(NaiveDate, NaiveDate)>,
    pub costs: [Option<i64>; 3],
    pub currency: String,
    /// (attribute, value).
    pub values: Vec<(Uuid, Uuid)>,
    pub unit_ids: Vec<Uuid>,
}

/// Planned dates: both required, the end on or after the start.
pub fn dates(v: &mut Validator, start: Option<&str>, end: Option<&str>) -> Option<(NaiveDate, NaiveDate)> {
    let start = if v.required("est_start", start) { v.date("est_start", start.unwrap_or_default()) } else { None };
    let end = if v.required("est_end", end) { v.date("est_end", end.unwrap_or_default()) } else { None };
    let (start, end) = (start?, end?);
    v.date_after("est_end", end, start, true);
    Some((start, end))
}

/// Checks the form; `summary` skips dates and costs (rolled up), `held` are the value ids the activity has now.
pub async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, input: &ActivityIn, summary: bool, held: &[Uuid]) -> ApiResult<Form> {
    let mut v = Validator::new();
    let description = v.name("description", input.description.as_deref(), 1, 250);
    let currency = input.currency.as_deref().map(str::trim).filter(|c| !c.is_empty()).unwrap_or("CLP").to_uppercase();
    v.one_of("currency", &currency, money::CURRENCIES);
    let (dates, costs) = if summary {
        (None, [None; 3])
    } else {
        let d = dates(&mut v, input.est_start.as_deref(), input.est_end.as_deref());
        let costs = [
            money::parse(&mut v, "estimated_cost", input.estimated_cost, &currency),
            money::parse(&mut v, "expected_cost", input.expected_cost, &currency),
            money::parse(&mut v, "actual_cost", input.actual_cost, &currency),
        ];
        (d, costs)
    };
    if let Some(id) = input.stage_id {
        let found = stage::Entity::scoped(&ctx.tenant).filter(stage::Column::Id.eq(id)).filter(stage::Column::ProjectId.eq(project)).one(db).await?;
        if found.is_none() {
            v.add("stage_id", Msg::new("validation.one_of"));
        }
    }
    let values = check_values(db, ctx, &mut v, &input.value_ids, held).await?;
    let unit_ids: Vec<Uuid> = input.unit_ids.iter().copied().collect::<HashSet<_>>().into_iter().collect();
    if !unit_ids.is_empty() {
        let found = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::ProjectId.eq(project)).filter(unit::Column::Id.is_in(unit_ids.clone())).all(db).await?;
        if found.len() != unit_ids.len() {
            v.add("unit_ids", Msg::new("validation.one_of"));
        }
    }
    v.finish()?;
    Ok(Form { description, stage_id: input.stage_id, dates, costs, currency, values, unit_ids })
}

async fn check_values<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, ids: &[Uuid], held: &[Uuid]) -> ApiResult<Vec<(Uuid, Uuid)>> {
    let ids: Vec<Uuid> = ids.iter().copied().collect::<HashSet<_>>().into_iter().collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows = value::Entity::scoped(&ctx.tenant).filter(value::Column::Id.is_in(ids.clone())).all(db).await?;
    if rows.len() != ids.len() {
        v.add("value_ids", Msg::new("validation.one_of"));
    }
    let mut attributes = HashSet::new();
    for row in &rows {
        if !attributes.insert(row.attribute_id) {
            v.add("value_ids", Msg::new("quality.one_value_per_attribute"));
        }
        if row.deprecated && !held.contains(&row.id) {
            v.add("value_ids", Msg::new("quality.value_deprecated").arg("name", &row.name));
        }
    }
    Ok(rows.into_iter().map(|r| (r.attribute_id, r.id)).collect())
}

/// Replaces the activity's values and units with the form's.
pub async fn write_links<C: ConnectionTrait>(db: &C, activity: Uuid, form: &Form) -> ApiResult<()> {
    use crate::quality::entity::activity_unit;
    use sea_orm::Set;
    activity_value::Entity::delete_many().filter(activity_value::Column::ActivityId.eq(activity)).exec(db).await?;
    activity_unit::Entity::delete_many().filter(activity_unit::Column::ActivityId.eq(activity)).exec(db).await?;
    if !form.values.is_empty() {
        activity_value::Entity::insert_many(form.values.iter().map(|(a, val)| activity_value::ActiveModel { activity_id: Set(activity), attribute_id: Set(*a), value_id: Set(*val) })).exec_without_returning(db).await?;
    }
    if !form.unit_ids.is_empty() {
        activity_unit::Entity::insert_many(form.unit_ids.iter().map(|u| activity_unit::ActiveModel { activity_id: Set(activity), unit_id: Set(*u) })).exec_without_returning(db).await?;
    }
    Ok(())
}

/// The value ids an activity holds now.
pub async fn held<C: ConnectionTrait>(db: &C, activity: Uuid) -> ApiResult<Vec<Uuid>> {
    Ok(activity_value::Entity::find().filter(activity_value::Column::ActivityId.eq(activity)).all(db).await?.into_iter().map(|h| h.value_id).collect())
}
