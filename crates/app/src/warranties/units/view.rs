//! A unit as the API shows it: its type's and responsible's names, counts of owners and open failures, the act.
//! Built for a page of units with one query per related table, not one per unit.

use std::collections::HashMap;

use platform::{entities::user, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::dto::*;
use crate::warranties::entity::{act, owner, revision, unit, unit_type};

pub fn act_out(a: &act::Model) -> ActOut {
    ActOut { id: a.id, sha256: a.sha256.clone(), size: a.size, act_date: a.act_date, observations: a.observations, url: format!("/api/warranties/acts/{}/content", a.id), created_at: a.created_at }
}

/// A JSON array of texts (a unit's parkings and stores).
pub fn strings(json: &serde_json::Value) -> Vec<String> {
    json.as_array().map(|a| a.iter().filter_map(|v| v.as_str().map(String::from)).collect()).unwrap_or_default()
}

async fn owner_counts<C: ConnectionTrait>(db: &C, ids: &[Uuid]) -> ApiResult<HashMap<Uuid, u64>> {
    let select = owner::Entity::find().select_only().column(owner::Column::UnitId).column_as(owner::Column::Id.count(), "n").filter(owner::Column::UnitId.is_in(ids.to_vec())).group_by(owner::Column::UnitId);
    let rows: Vec<(Uuid, i64)> = select.into_tuple().all(db).await?;
    Ok(rows.into_iter().map(|(id, n)| (id, n as u64)).collect())
}

async fn failure_counts<C: ConnectionTrait>(db: &C, ids: &[Uuid]) -> ApiResult<HashMap<Uuid, u64>> {
    let rows: Vec<(Uuid, i64)> = revision::Entity::find()
        .select_only()
        .column(revision::Column::UnitId)
        .column_as(revision::Column::Id.count(), "n")
        .filter(revision::Column::UnitId.is_in(ids.to_vec()))
        .filter(revision::Column::Status.eq(RevisionStatus::Failure.as_str()))
        .group_by(revision::Column::UnitId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, n)| (id, n as u64)).collect())
}

/// The units as the API shows them, in the order given.
pub async fn many<C: ConnectionTrait>(db: &C, units: Vec<unit::Model>) -> ApiResult<Vec<UnitOut>> {
    let ids: Vec<Uuid> = units.iter().map(|u| u.id).collect();
    let type_ids: Vec<Uuid> = units.iter().filter_map(|u| u.unit_type_id).collect();
    let user_ids: Vec<Uuid> = units.iter().filter_map(|u| u.responsible_id).collect();
    let act_ids: Vec<Uuid> = units.iter().filter_map(|u| u.act_id).collect();
    let types: HashMap<Uuid, String> = if type_ids.is_empty() { HashMap::new() } else { unit_type::Entity::find().filter(unit_type::Column::Id.is_in(type_ids)).all(db).await?.into_iter().map(|t| (t.id, t.name)).collect() };
    let users: HashMap<Uuid, String> = if user_ids.is_empty() { HashMap::new() } else { user::Entity::find().filter(user::Column::Id.is_in(user_ids)).all(db).await?.into_iter().map(|u| (u.id, u.full_name())).collect() };
    let acts: HashMap<Uuid, act::Model> = if act_ids.is_empty() { HashMap::new() } else { act::Entity::find().filter(act::Column::Id.is_in(act_ids)).all(db).await?.into_iter().map(|a| (a.id, a)).collect() };
    let (owners, failures) = if ids.is_empty() { (HashMap::new(), HashMap::new()) } else { (owner_counts(db, &ids).await?, failure_counts(db, &ids).await?) };
    Ok(units
        .into_iter()
        .map(|u| UnitOut {
            id: u.id,
            project_id: u.project_id,
            floor: u.floor.clone(),
            unit_type_id: u.unit_type_id,
            unit_type_name: u.unit_type_id.and_then(|t| types.get(&t).cloned()),
            parkings: strings(&u.parkings),
            stores: strings(&u.stores),
            responsible_id: u.responsible_id,
            responsible_name: u.responsible_id.and_then(|r| users.get(&r).cloned()),
            status: UnitStatus::parse(&u.status).unwrap_or(UnitStatus::New),
            scheduled_at: u.scheduled_at,
            schedule_answer: u.schedule_answer.clone(),
            delivery_date: u.delivery_date,
            registry_date: u.registry_date,
            note: u.note.clone(),
            owners_count: owners.get(&u.id).copied().unwrap_or(0),
            failures_count: failures.get(&u.id).copied().unwrap_or(0),
            act: u.act_id.and_then(|a| acts.get(&a)).map(act_out),
            version: u.version,
            name: u.name,
        })
        .collect())
}

pub async fn one<C: ConnectionTrait>(db: &C, unit: unit::Model) -> ApiResult<UnitOut> {
    many(db, vec![unit]).await?.pop().ok_or_else(|| platform::ApiError::internal("a unit vanished while it was shown"))
}
