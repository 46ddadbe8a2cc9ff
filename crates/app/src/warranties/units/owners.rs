//! Owners and receivers of a unit (`ficha/:unitId/propietarios`), saved as the whole list in one transaction.
//! A receiver who is not an owner needs a type (SPEC §5).

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::{IdPath, JsonBody}, i18n::Msg, validate::Validator, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use uuid::Uuid;

use super::{activity, dto::*};
use crate::warranties::{can_edit, can_read, entity::owner, find_unit};

pub const MAX_OWNERS: usize = 10;

/// The unit's owners and receivers.
#[utoipa::path(get, operation_id = "list_unit_owners", path = "/warranties/units/{id}/owners", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<OwnerOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<OwnerOut>>>> {
    can_read(&ctx)?;
    find_unit(&state.db, &ctx, id).await?;
    Ok(Json(One::new(of(&state.db, id).await?)))
}

/// Replaces the unit's owners and receivers with this list.
#[utoipa::path(put, operation_id = "put_unit_owners", path = "/warranties/units/{id}/owners", tag = "warranties", params(("id" = Uuid, Path)), request_body = OwnersIn, responses((status = 200, body = One<Vec<OwnerOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<OwnersIn>) -> ApiResult<Json<One<Vec<OwnerOut>>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_unit(&txn, &ctx, id).await?;
    let before = of(&txn, id).await?;
    let valid = validate(&input)?;
    owner::Entity::delete_many().filter(owner::Column::UnitId.eq(id)).exec(&txn).await?;
    let now = Utc::now();
    for (i, o) in valid.iter().enumerate() {
        owner::Entity::insert(owner::ActiveModel {
            id: Set(Uuid::now_v7()),
            company_id: Set(ctx.company.id),
            unit_id: Set(id),
            first_name: Set(o.first_name.clone()),
            last_name: Set(o.last_name.clone()),
            email: Set(o.email.clone()),
            phone: Set(o.phone.clone()),
            tax_id: Set(o.tax_id.clone()),
            role: Set(o.role.as_str().to_string()),
            receiver_type: Set(o.receiver_type.map(|t| t.as_str().to_string())),
            position: Set(i as i32),
            created_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
    }
    let after = of(&txn, id).await?;
    let names = |list: &[OwnerOut]| serde_json::json!(list.iter().map(|o| format!("{} {}", o.first_name, o.last_name)).collect::<Vec<_>>());
    activity::record(&txn, &ctx, id, "warranties.owners_saved", Some(names(&before)), Some(names(&after))).await?;
    txn.commit().await?;
    Ok(Json(One::new(after)))
}

pub async fn of<C: ConnectionTrait>(db: &C, unit: Uuid) -> ApiResult<Vec<OwnerOut>> {
    let rows = owner::Entity::find().filter(owner::Column::UnitId.eq(unit)).order_by_asc(owner::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(|o| OwnerOut { id: o.id, first_name: o.first_name, last_name: o.last_name, email: o.email, phone: o.phone, tax_id: o.tax_id, role: OwnerRole::parse(&o.role).unwrap_or(OwnerRole::Owner), receiver_type: o.receiver_type.as_deref().and_then(ReceiverType::parse) }).collect())
}

fn optional(v: &mut Validator, field: &str, value: &Option<String>, max: usize) -> Option<String> {
    let value = value.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(String::from);
    if let Some(s) = &value {
        v.length(field, s, 1, max);
    }
    value
}

/// Every row checked; errors on `owners.N.field`.
fn validate(input: &OwnersIn) -> ApiResult<Vec<OwnerOut>> {
    let mut v = Validator::new();
    v.items("owners", input.owners.len(), 0, MAX_OWNERS);
    let mut out = Vec::new();
    for (i, o) in input.owners.iter().enumerate() {
        let f = |name: &str| format!("owners.{i}.{name}");
        let first_name = v.name(&f("first_name"), o.first_name.as_deref(), 1, 60);
        let last_name = v.name(&f("last_name"), o.last_name.as_deref(), 1, 60);
        let email = optional(&mut v, &f("email"), &o.email, 120).map(|e| e.to_lowercase());
        if let Some(e) = &email {
            v.email(&f("email"), e);
        }
        let phone = optional(&mut v, &f("phone"), &o.phone, 30);
        if let Some(p) = &phone {
            v.phone(&f("phone"), p);
        }
        let tax_id = optional(&mut v, &f("tax_id"), &o.tax_id, 20);
        let role = match o.role.as_deref().map(str::trim) {
            None | Some("") => {
                v.add(&f("role"), Msg::new("validation.required"));
                OwnerRole::Owner
            }
            Some(r) => OwnerRole::parse(r).unwrap_or_else(|| {
                v.add(&f("role"), Msg::new("validation.one_of"));
                OwnerRole::Owner
            }),
        };
        let receiver_type = match (role, o.receiver_type.as_deref().map(str::trim).filter(|s| !s.is_empty())) {
            (OwnerRole::Receiver, None) => {
                v.add(&f("receiver_type"), Msg::new("warranties.receiver_type_required"));
                None
            }
            (OwnerRole::Receiver, Some(t)) => ReceiverType::parse(t).or_else(|| {
                v.add(&f("receiver_type"), Msg::new("validation.one_of"));
                None
            }),
            (OwnerRole::Owner, _) => None,
        };
        out.push(OwnerOut { id: Uuid::nil(), first_name, last_name, email, phone, tax_id, role, receiver_type });
    }
    v.finish()?;
    Ok(out)
}
