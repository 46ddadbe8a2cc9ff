//! Meter readings (`detalles`: light, cold water, hot water, gas, heating) and accessories (`accesorios`: name,
//! delivered, quantity), saved together as the unit's details.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::{IdPath, JsonBody}, validate::Validator, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use uuid::Uuid;

use super::{activity, dto::*};
use crate::warranties::{can_edit, can_read, entity::detail, find_unit};

pub const MAX_ACCESSORIES: usize = 100;

/// The unit's meters (all five kinds, always) and accessories.
#[utoipa::path(get, operation_id = "get_unit_details", path = "/warranties/units/{id}/details", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<DetailsOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<DetailsOut>>> {
    can_read(&ctx)?;
    find_unit(&state.db, &ctx, id).await?;
    Ok(Json(One::new(of(&state.db, id).await?)))
}

/// Replaces the unit's meters and accessories.
#[utoipa::path(put, operation_id = "put_unit_details", path = "/warranties/units/{id}/details", tag = "warranties", params(("id" = Uuid, Path)), request_body = DetailsOut, responses((status = 200, body = One<DetailsOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<DetailsOut>) -> ApiResult<Json<One<DetailsOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_unit(&txn, &ctx, id).await?;
    let mut v = Validator::new();
    let clean = |v: &mut Validator, field: String, value: &Option<String>, max: usize| {
        let value = value.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(String::from);
        if let Some(s) = &value {
            v.length(&field, s, 1, max);
        }
        value
    };
    let mut meters = Vec::new();
    for (i, m) in input.meters.iter().enumerate() {
        let number = clean(&mut v, format!("meters.{i}.number"), &m.number, 60);
        let reading = clean(&mut v, format!("meters.{i}.reading"), &m.reading, 30);
        meters.push((m.kind, number, reading));
    }
    v.items("accessories", input.accessories.len(), 0, MAX_ACCESSORIES);
    for (i, a) in input.accessories.iter().enumerate() {
        v.name(&format!("accessories.{i}.name"), Some(&a.name), 1, 120);
        v.range(&format!("accessories.{i}.quantity"), a.quantity as f64, 0.0, 9999.0);
    }
    v.finish()?;
    let before = of(&txn, id).await?;
    detail::Entity::delete_many().filter(detail::Column::UnitId.eq(id)).exec(&txn).await?;
    let now = Utc::now();
    let row = |kind: &str, name: Option<String>, number: Option<String>, reading: Option<String>, delivered: bool, quantity: i32, position: usize| detail::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        unit_id: Set(id),
        kind: Set(kind.to_string()),
        name: Set(name),
        number: Set(number),
        reading: Set(reading),
        delivered: Set(delivered),
        quantity: Set(quantity),
        position: Set(position as i32),
        updated_at: Set(now),
    };
    for (i, (kind, number, reading)) in meters.into_iter().enumerate().filter(|(_, (_, n, r))| n.is_some() || r.is_some()) {
        detail::Entity::insert(row(kind.as_str(), None, number, reading, false, 0, i)).exec_without_returning(&txn).await?;
    }
    for (i, a) in input.accessories.iter().enumerate() {
        detail::Entity::insert(row("accessory", Some(a.name.trim().to_string()), None, None, a.delivered, a.quantity, i)).exec_without_returning(&txn).await?;
    }
    let after = of(&txn, id).await?;
    let as_json = |d: &DetailsOut| serde_json::to_value(d).unwrap_or_default();
    if as_json(&before) != as_json(&after) {
        activity::record(&txn, &ctx, id, "warranties.details_saved", Some(as_json(&before)), Some(as_json(&after))).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(after)))
}

pub async fn of<C: ConnectionTrait>(db: &C, unit: Uuid) -> ApiResult<DetailsOut> {
    let rows = detail::Entity::find().filter(detail::Column::UnitId.eq(unit)).order_by_asc(detail::Column::Position).all(db).await?;
    let meters = MeterKind::variants()
        .into_iter()
        .map(|kind| {
            let found = rows.iter().find(|r| r.kind == kind.as_str());
            MeterOut { kind, number: found.and_then(|r| r.number.clone()), reading: found.and_then(|r| r.reading.clone()) }
        })
        .collect();
    let accessories = rows.iter().filter(|r| r.kind == "accessory").map(|r| AccessoryOut { id: Some(r.id), name: r.name.clone().unwrap_or_default(), delivered: r.delivered, quantity: r.quantity }).collect();
    Ok(DetailsOut { meters, accessories })
}
