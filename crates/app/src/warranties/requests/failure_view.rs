//! Failures as the screens see them: names, the warranty flag, photos and the verdict of their last conformity
//! record.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::{dto::FailureOut, warranty::Guarantee};
use crate::{
    auth::me::NamedRef,
    warranties::{
        entity::{ac, ac_failure, failure, file},
        units::unit_files,
    },
};
use platform::ApiResult;

/// "Enclosure › Place › Item: issue".
pub fn label(f: &failure::Model) -> String {
    let mut out = format!("{} › {} › {}", f.area_name, f.place_name, f.item_name);
    if let Some(issue) = &f.issue_name {
        out.push_str(": ");
        out.push_str(issue);
    }
    out
}

pub async fn one<C: ConnectionTrait>(db: &C, row: failure::Model) -> ApiResult<FailureOut> {
    Ok(many(db, vec![row]).await?.remove(0))
}

pub async fn of_request<C: ConnectionTrait>(db: &C, ticket: Uuid) -> ApiResult<Vec<FailureOut>> {
    let rows = failure::Entity::find().filter(failure::Column::TicketId.eq(ticket)).order_by_asc(failure::Column::Number).all(db).await?;
    many(db, rows).await
}

pub async fn many<C: ConnectionTrait>(db: &C, rows: Vec<failure::Model>) -> ApiResult<Vec<FailureOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|f| f.id).collect();
    let photos = file::Entity::find().filter(file::Column::FailureId.is_in(ids.clone())).order_by_asc(file::Column::CreatedAt).all(db).await?;
    let verdicts = verdicts(db, &ids).await?;
    let numbers: HashMap<Uuid, i32> = failure::Entity::find().filter(failure::Column::Id.is_in(rows.iter().filter_map(|f| f.combined_into))).all(db).await?.into_iter().map(|f| (f.id, f.number)).collect();
    Ok(rows
        .into_iter()
        .map(|f| {
            let named = |id: Option<Uuid>, name: &str| NamedRef { id: id.unwrap_or_default(), name: name.to_string() };
            FailureOut {
                id: f.id,
                number: f.number,
                area: named(f.area_id, &f.area_name),
                place: named(f.place_id, &f.place_name),
                item: named(f.item_id, &f.item_name),
                issue: f.issue_name.as_deref().map(|n| named(f.issue_id, n)),
                detail: f.detail.clone(),
                severity: f.severity_name.as_deref().map(|n| named(f.severity_id, n)),
                batch: f.batch.clone(),
                guarantee: Guarantee::parse(&f.guarantee).unwrap_or(Guarantee::Finishes),
                warranty_ends: f.warranty_ends,
                in_warranty: f.in_warranty,
                status: f.status.clone(),
                status_reason: f.status_reason.clone(),
                result: f.result.clone(),
                ac_status: verdicts.get(&f.id).cloned(),
                combined_into: f.combined_into.and_then(|c| numbers.get(&c).copied()),
                photos: photos.iter().filter(|p| p.failure_id == Some(f.id)).map(unit_files::out).collect(),
                created_at: f.created_at,
            }
        })
        .collect())
}

/// The verdict of each failure's latest conformity record: `pending` while it is unsigned.
pub async fn verdicts<C: ConnectionTrait>(db: &C, ids: &[Uuid]) -> ApiResult<HashMap<Uuid, String>> {
    let links = ac_failure::Entity::find().filter(ac_failure::Column::FailureId.is_in(ids.to_vec())).all(db).await?;
    let records: HashMap<Uuid, ac::Model> = ac::Entity::find().filter(ac::Column::Id.is_in(links.iter().map(|l| l.ac_id))).all(db).await?.into_iter().map(|a| (a.id, a)).collect();
    let mut latest: HashMap<Uuid, (i32, String)> = HashMap::new();
    for link in links {
        let Some(record) = records.get(&link.ac_id) else { continue };
        let verdict = match (record.status.as_str(), link.verdict) {
            ("pending", _) => "pending".to_string(),
            ("rejected", _) => "rejected".to_string(),
            (_, Some(v)) => v,
            (_, None) => "pending".to_string(),
        };
        if latest.get(&link.failure_id).is_none_or(|(seq, _)| record.seq > *seq) {
            latest.insert(link.failure_id, (record.seq, verdict));
        }
    }
    Ok(latest.into_iter().map(|(id, (_, v))| (id, v)).collect())
}
