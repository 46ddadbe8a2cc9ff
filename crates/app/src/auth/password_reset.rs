//! Password reset: a username in, an e-mail with a single-use link that expires, a new password twice. The answer
//! never reveals whether the user exists.

use axum::{extract::State, Json};
use chrono::{Duration, Utc};
use platform::{
    audit,
    context::ClientInfo,
    entities::{one_time_token, user},
    envelope::MessageOut,
    error::JsonBody,
    i18n::{t, Locale, Msg},
    ids::new_id,
    security, session,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::Deserialize;

use super::emails;

pub const KIND: &str = "password_reset";
const VALID_FOR_MINUTES: i64 = 60;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ResetRequestIn {
    /// Username or e-mail.
    pub username: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ResetConfirmIn {
    pub token: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
}

/// Sends a reset link to the user's e-mail, if such a user exists. Same answer either way.
#[utoipa::path(post, operation_id = "request_password_reset", path = "/password-reset", tag = "auth", request_body = ResetRequestIn, responses((status = 200, body = MessageOut), (status = 422, body = platform::error::ErrorBody), (status = 429, body = platform::error::ErrorBody)))]
pub async fn request(State(state): State<AppState>, locale: Locale, client: ClientInfo, JsonBody(input): JsonBody<ResetRequestIn>) -> ApiResult<Json<MessageOut>> {
    let mut v = Validator::new();
    v.required("username", input.username.as_deref());
    v.finish()?;
    let key = [format!("reset-ip:{}", client.ip.unwrap_or_default())];
    if state.throttle.is_blocked(&key) {
        return Err(super::login::throttled());
    }
    state.throttle.fail(&key);
    let name = input.username.unwrap_or_default().trim().to_lowercase();
    let found = user::Entity::find()
        .filter(Condition::any().add(user::Column::Username.eq(&name)).add(user::Column::Email.eq(&name)))
        .filter(user::Column::Enabled.eq(true))
        .one(&state.db)
        .await?;
    if let Some((user, email)) = found.and_then(|u| u.email.clone().map(|e| (u, e))) {
        let token = security::random_token();
        let now = Utc::now();
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        // Earlier links stop working when a new one is sent.
        one_time_token::Entity::update_many()
            .col_expr(one_time_token::Column::UsedAt, sea_orm::sea_query::Expr::value(Some(now)))
            .filter(one_time_token::Column::UserId.eq(user.id))
            .filter(one_time_token::Column::Kind.eq(KIND))
            .filter(one_time_token::Column::UsedAt.is_null())
            .exec(&txn)
            .await?;
        one_time_token::Entity::insert(one_time_token::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user.id),
            kind: Set(KIND.into()),
            token_hash: Set(security::sha256_hex(&token)),
            expires_at: Set(now + Duration::minutes(VALID_FOR_MINUTES)),
            used_at: Set(None),
            created_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
        let link = format!("{}/app/password-reset?token={token}", state.config.public_url.trim_end_matches('/'));
        let mail = emails::password_reset(Locale::parse(&user.locale), &email, &user.first_name, &link);
        state.mailer.queue(&txn, Some(user.company_id), mail).await?;
        audit::record(&txn, audit::Entry { company_id: Some(user.company_id), user_id: Some(user.id), action: "password_reset_requested", entity: "user", entity_id: Some(user.id), ..Default::default() }).await?;
        txn.commit().await?;
    }
    Ok(Json(MessageOut { message: t("password_reset.sent", locale) }))
}

/// Sets a new password with a reset link's token. The token works once; every session of the user ends.
#[utoipa::path(post, operation_id = "confirm_password_reset", path = "/password-reset/confirm", tag = "auth", request_body = ResetConfirmIn, responses((status = 200, body = MessageOut), (status = 422, body = platform::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, locale: Locale, JsonBody(input): JsonBody<ResetConfirmIn>) -> ApiResult<Json<MessageOut>> {
    let mut v = Validator::new();
    v.required("token", input.token.as_deref());
    let password = input.password.unwrap_or_default();
    if v.required("password", Some(&password)) {
        super::register::check_password(&mut v, &password);
    }
    if v.required("password_confirmation", input.password_confirmation.as_deref()) {
        v.matches("password_confirmation", &password, input.password_confirmation.as_deref().unwrap_or_default());
    }
    v.finish()?;
    let hash = security::sha256_hex(input.token.as_deref().unwrap_or_default());
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let token = one_time_token::Entity::find()
        .filter(one_time_token::Column::TokenHash.eq(hash))
        .filter(one_time_token::Column::Kind.eq(KIND))
        .filter(one_time_token::Column::UsedAt.is_null())
        .filter(one_time_token::Column::ExpiresAt.gt(Utc::now()))
        .one(&txn)
        .await?
        .ok_or_else(|| ApiError::field("token", Msg::new("password_reset.invalid_token")))?;
    let now = Utc::now();
    one_time_token::Entity::update(one_time_token::ActiveModel { id: Set(token.id), used_at: Set(Some(now)), ..Default::default() }).exec(&txn).await?;
    user::Entity::update(user::ActiveModel { id: Set(token.user_id), password_hash: Set(security::hash_password(&password)?), updated_at: Set(now), ..Default::default() })
        .exec(&txn)
        .await?;
    session::end_all_for_user(&txn, token.user_id).await?;
    audit::record(&txn, audit::Entry { user_id: Some(token.user_id), action: "password_reset", entity: "user", entity_id: Some(token.user_id), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(MessageOut { message: t("password_reset.done", locale) }))
}
