//! `GET/PUT /api/account`: the signed-in user's own data.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    entities::user,
    envelope::One,
    error::JsonBody,
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::NotSet, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};

use super::dto::*;
use crate::config::users::rules;

pub async fn out(state: &AppState, ctx: &Ctx) -> ApiResult<AccountOut> {
    let u = user::Entity::find_by_id(ctx.user.id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    Ok(AccountOut {
        has_signature: u.signature_key.is_some(),
        first_name: u.first_name,
        last_name: u.last_name,
        username: u.username,
        email: u.email,
        email_verified: u.email_verified_at.is_some(),
        signature_verified: u.signature_verified,
        locale: u.locale,
        position: ctx.position.as_ref().map(|p| p.name.clone()),
        profile: ctx.profile.as_ref().map(|p| p.name.clone()),
        version: u.version,
    })
}

/// The user's own data.
#[utoipa::path(get, operation_id = "get_account", path = "/account", tag = "account", responses((status = 200, body = One<AccountOut>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<AccountOut>>> {
    Ok(Json(One::new(out(&state, &ctx).await?)))
}

/// Changes names, e-mail (verification starts over) and language; `version` is the one read.
#[utoipa::path(put, operation_id = "update_account", path = "/account", tag = "account", request_body = AccountIn, responses((status = 200, body = One<AccountOut>), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<AccountIn>) -> ApiResult<Json<One<AccountOut>>> {
    let mut v = Validator::new();
    let person = rules::person(&mut v, input.first_name.as_deref(), input.last_name.as_deref(), Some(&ctx.user.username), input.email.as_deref());
    let locale = input.locale.clone().unwrap_or_else(|| ctx.user.locale.clone());
    v.one_of("locale", &locale, &["es", "pt"]);
    let Some(version) = input.version else {
        v.add("version", Msg::new("validation.required"));
        return Err(v.finish().err().unwrap_or_else(ApiError::conflict));
    };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    rules::check_unique(&txn, &mut v, &person, Some(ctx.user.id)).await?;
    v.finish()?;
    let email_changed = person.email != ctx.user.email;
    let result = user::Entity::update_many()
        .set(user::ActiveModel {
            first_name: Set(person.first_name),
            last_name: Set(person.last_name),
            email: Set(person.email),
            email_verified_at: if email_changed { Set(None) } else { NotSet },
            signature_verified: if email_changed { Set(false) } else { NotSet },
            locale: Set(locale),
            updated_at: Set(Utc::now()),
            version: Set(version.wrapping_add(1)),
            ..Default::default()
        })
        .filter(user::Column::Id.eq(ctx.user.id))
        .filter(user::Column::Version.eq(version))
        .exec(&txn)
        .await?;
    concurrency::check(result, true)?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "account.updated", entity: "user", entity_id: Some(ctx.user.id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(&state, &ctx).await?)))
}
