//! The owner a request follows: an account per e-mail in the company (`owner_accounts`), made the first time one
//! of the unit's owners is named on a request. Unit owners are rewritten whole when a unit's owners are saved; the
//! account, keyed by e-mail, outlives that, so a request keeps its owner and the owners' portal has one sign-in
//! for all the units an owner has.

use std::collections::HashMap;

use chrono::Utc;
use platform::{context::Ctx, i18n::Msg, tenant::Scoped, ApiError, ApiResult};
use sea_orm::{sea_query::OnConflict, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::warranties::entity::{owner, owner_account, unit};

/// The account of `unit_owner` (an owner, with an e-mail, of `unit`), made if new; or why there is none, to be
/// said on `owner_id`.
pub async fn account_for<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, unit_owner: Uuid) -> ApiResult<Result<owner_account::Model, Msg>> {
    let row = owner::Entity::find()
        .filter(owner::Column::Id.eq(unit_owner))
        .filter(owner::Column::UnitId.eq(unit.id))
        .filter(owner::Column::Role.eq("owner"))
        .one(db)
        .await?;
    let Some(row) = row else { return Ok(Err(Msg::new("validation.one_of"))) };
    let Some(email) = row.email.as_deref().map(str::trim).filter(|e| !e.is_empty()).map(str::to_lowercase) else { return Ok(Err(Msg::new("warranties.owner_email_required"))) };
    let name = format!("{} {}", row.first_name, row.last_name).trim().to_string();
    let fresh = owner_account::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        email: Set(email.clone()),
        name: Set(name),
        phone: Set(row.phone.clone()),
        password_hash: Set(None),
        last_sign_in_at: Set(None),
        created_at: Set(Utc::now()),
    };
    owner_account::Entity::insert(fresh)
        .on_conflict(OnConflict::columns([owner_account::Column::CompanyId, owner_account::Column::Email]).update_columns([owner_account::Column::Name, owner_account::Column::Phone]).to_owned())
        .exec_without_returning(db)
        .await?;
    let account = owner_account::Entity::scoped(&ctx.tenant).filter(owner_account::Column::Email.eq(email)).one(db).await?;
    Ok(Ok(account.ok_or_else(|| ApiError::internal("owner account missing"))?))
}

/// Accounts by id, within the tenant.
pub async fn by_id<C: ConnectionTrait>(db: &C, ctx: &Ctx, ids: impl IntoIterator<Item = Uuid>) -> ApiResult<HashMap<Uuid, owner_account::Model>> {
    let ids: Vec<Uuid> = ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(owner_account::Entity::scoped(&ctx.tenant).filter(owner_account::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|a| (a.id, a)).collect())
}
