//! E-mail verification: a single-use link (24 h) to the user's address; the signature needs it.

use axum::{extract::State, Json};
use chrono::{Duration, Utc};
use platform::{
    audit,
    context::Ctx,
    entities::{one_time_token, user},
    envelope::One,
    error::JsonBody,
    i18n::{t, Locale, Msg},
    ids::new_id,
    security,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};

use super::dto::TokenIn;
use crate::auth::emails;

const KIND: &str = "email_verification";
const VALID_FOR_HOURS: i64 = 24;

/// Sends the verification link to the user's e-mail (earlier links stop working).
#[utoipa::path(post, operation_id = "send_email_verification", path = "/account/email-verification", tag = "account", responses((status = 200, body = One<String>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn send(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<String>>> {
    let u = user::Entity::find_by_id(ctx.user.id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    let Some(email) = u.email.clone() else { return Err(ApiError::field("email", Msg::new("account.no_email"))) };
    if u.email_verified_at.is_some() {
        return Err(ApiError::field("email", Msg::new("account.already_verified")));
    }
    let token = security::random_token();
    let now = Utc::now();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    one_time_token::Entity::update_many()
        .col_expr(one_time_token::Column::UsedAt, Expr::value(Some(now)))
        .filter(one_time_token::Column::UserId.eq(u.id))
        .filter(one_time_token::Column::Kind.eq(KIND))
        .filter(one_time_token::Column::UsedAt.is_null())
        .exec(&txn)
        .await?;
    one_time_token::Entity::insert(one_time_token::ActiveModel { id: Set(new_id()), user_id: Set(u.id), kind: Set(KIND.into()), token_hash: Set(security::sha256_hex(&token)), expires_at: Set(now + Duration::hours(VALID_FOR_HOURS)), used_at: Set(None), created_at: Set(now) })
        .exec_without_returning(&txn)
        .await?;
    let link = format!("{}/app/verificar-correo?token={token}", state.config.public_url.trim_end_matches('/'));
    state.mailer.queue(&txn, Some(u.company_id), emails::verify_email(Locale::parse(&u.locale), &email, &u.first_name, &link)).await?;
    txn.commit().await?;
    Ok(Json(One::new(t("account.verification_sent", ctx.locale)).with_message(t("account.verification_sent", ctx.locale))))
}

/// Confirms an address with the link's token; works once, signed in or not.
#[utoipa::path(post, operation_id = "confirm_email_verification", path = "/email-verification/confirm", tag = "account", request_body = TokenIn, responses((status = 200, body = One<String>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, locale: Locale, JsonBody(input): JsonBody<TokenIn>) -> ApiResult<Json<One<String>>> {
    let invalid = || ApiError::field("token", Msg::new("account.invalid_token"));
    let token = input.token.filter(|t| !t.is_empty()).ok_or_else(invalid)?;
    let now = Utc::now();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = one_time_token::Entity::find()
        .filter(one_time_token::Column::TokenHash.eq(security::sha256_hex(&token)))
        .filter(one_time_token::Column::Kind.eq(KIND))
        .filter(one_time_token::Column::UsedAt.is_null())
        .filter(one_time_token::Column::ExpiresAt.gt(now))
        .one(&txn)
        .await?
        .ok_or_else(invalid)?;
    one_time_token::Entity::update(one_time_token::ActiveModel { id: Set(row.id), used_at: Set(Some(now)), ..Default::default() }).exec(&txn).await?;
    // A signature saved before the e-mail changed counts again once the new address is verified.
    let has_signature = user::Entity::find_by_id(row.user_id).one(&txn).await?.is_some_and(|u| u.signature_key.is_some());
    user::Entity::update(user::ActiveModel { id: Set(row.user_id), email_verified_at: Set(Some(now)), signature_verified: Set(has_signature), ..Default::default() }).exec(&txn).await?;
    audit::record(&txn, audit::Entry { user_id: Some(row.user_id), action: "account.email_verified", entity: "user", entity_id: Some(row.user_id), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(t("account.email_verified", locale))))
}
