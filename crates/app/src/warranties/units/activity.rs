//! A unit's activity (`ficha/:unitId/actividad`): every change, who made it and when, in the one audit table.

use axum::{extract::State, Json};
use platform::{
    audit,
    context::Ctx,
    entities::{audit_log, user},
    envelope::One,
    error::IdPath,
    ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::Value;
use uuid::Uuid;

use super::dto::UnitActivityOut;
use crate::warranties::{can_read, find_unit};

/// SPEC §9: activity history shows the last 50 records.
const LAST: u64 = 50;

pub async fn record<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: Uuid, action: &str, before: Option<Value>, after: Option<Value>) -> ApiResult<()> {
    audit::record(db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "unit", entity_id: Some(unit), before, after, ip: ctx.client.ip.clone() }).await
}

/// The unit's last 50 changes, newest first.
#[utoipa::path(get, operation_id = "unit_activity", path = "/warranties/units/{id}/activity", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<UnitActivityOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<UnitActivityOut>>>> {
    can_read(&ctx)?;
    find_unit(&state.db, &ctx, id).await?;
    let rows = audit_log::Entity::find()
        .filter(audit_log::Column::CompanyId.eq(ctx.company.id))
        .filter(audit_log::Column::Entity.eq("unit"))
        .filter(audit_log::Column::EntityId.eq(id))
        .order_by_desc(audit_log::Column::CreatedAt)
        .order_by_desc(audit_log::Column::Id)
        .limit(LAST)
        .all(&state.db)
        .await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|r| r.user_id).collect();
    let names: std::collections::HashMap<Uuid, String> = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(&state.db).await?.into_iter().map(|u| (u.id, u.full_name())).collect();
    Ok(Json(One::new(
        rows.into_iter()
            .map(|r| UnitActivityOut { id: r.id, user_name: r.user_id.and_then(|u| names.get(&u).cloned()), action: r.action, created_at: r.created_at, before: r.before, after: r.after })
            .collect(),
    )))
}
