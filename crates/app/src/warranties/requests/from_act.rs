//! The failures a signed delivery act hands to after-sales: each revision row marked as a failure becomes a
//! failure of the request the act opened, at its place in the checklist, with its issue, severity, comment and
//! photos (the photos stay the revision's too), and the warranty counted from the act's date.

use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, tenant::Scoped, ApiResult};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::warranty::{self, Guarantee};
use crate::{
    tickets::entity::ticket,
    warranties::{
        config::project,
        entity::{failure, file, node, revision, severity, unit},
    },
};

pub async fn failures<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &ticket::Model, unit: &unit::Model, act_date: NaiveDate) -> ApiResult<usize> {
    let rows = revision::Entity::find().filter(revision::Column::UnitId.eq(unit.id)).filter(revision::Column::Status.eq("failure")).all(db).await?;
    let Some(type_id) = unit.unit_type_id else { return Ok(0) };
    let nodes = node::Entity::scoped(&ctx.tenant).filter(node::Column::UnitTypeId.eq(type_id)).all(db).await?;
    let severities = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::ProjectId.eq(unit.project_id)).all(db).await?;
    let find = |id: Option<Uuid>| id.and_then(|id| nodes.iter().find(|n| n.id == id));
    let settings = warranty::postventa(db, ctx, unit.project_id).await?;
    let reception = project::find_by_id(db, ctx, unit.project_id).await?.municipal_reception_date;
    let delivered = unit::Model { delivery_date: unit.delivery_date.or(Some(act_date)), ..unit.clone() };
    let ends = warranty::ends(&ctx.company.country, &settings.warranty_years, Guarantee::Finishes, &delivered, reception);
    let now = Utc::now();
    let mut number = 0;
    for r in &rows {
        let Some(item) = find(Some(r.item_id)) else { continue };
        let Some(place) = find(item.parent_id) else { continue };
        let Some(area) = find(place.parent_id) else { continue };
        let issue = find(r.issue_id);
        let sev = r.severity_id.and_then(|id| severities.iter().find(|s| s.id == id));
        number += 1;
        let id = Uuid::now_v7();
        let fresh = failure::Model {
            id,
            company_id: ctx.company.id,
            project_id: row.project_id,
            ticket_id: row.id,
            unit_id: Some(unit.id),
            number,
            area_id: Some(area.id),
            place_id: Some(place.id),
            item_id: Some(item.id),
            issue_id: issue.map(|n| n.id),
            area_name: area.name.clone(),
            place_name: place.name.clone(),
            item_name: item.name.clone(),
            issue_name: issue.map(|n| n.name.clone()),
            severity_id: sev.map(|s| s.id),
            severity_name: sev.map(|s| s.name.clone()),
            detail: r.comment.clone(),
            batch: None,
            guarantee: Guarantee::Finishes.as_str().into(),
            warranty_ends: ends,
            in_warranty: warranty::covers(ends, act_date),
            status: "pending".into(),
            status_reason: None,
            combined_into: None,
            result: None,
            managed_at: None,
            created_by: Some(ctx.user.id),
            created_at: now,
            updated_at: now,
        };
        failure::Entity::insert(failure::ActiveModel::from(fresh)).exec_without_returning(db).await?;
        file::Entity::update_many().col_expr(file::Column::FailureId, Expr::value(id)).filter(file::Column::RevisionId.eq(r.id)).exec(db).await?;
    }
    Ok(number as usize)
}
