//! `POST /api/account/password`: a new password, with the current one; other sessions end unless kept.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::{session, user},
    envelope::One,
    error::JsonBody,
    i18n::{t, Msg},
    security,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};

use super::dto::PasswordIn;
use crate::auth::register::check_password;

/// Changes the password; 422 when the current one is wrong.
#[utoipa::path(post, operation_id = "change_password", path = "/account/password", tag = "account", request_body = PasswordIn, responses((status = 200, body = One<String>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn change(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<PasswordIn>) -> ApiResult<Json<One<String>>> {
    let mut v = Validator::new();
    let current = input.current_password.unwrap_or_default();
    let password = input.password.unwrap_or_default();
    v.required("current_password", Some(&current));
    if v.required("password", Some(&password)) {
        check_password(&mut v, &password);
    }
    if v.required("password_confirmation", input.password_confirmation.as_deref()) {
        v.matches("password_confirmation", &password, input.password_confirmation.as_deref().unwrap_or_default());
    }
    v.finish()?;
    let stored = user::Entity::find_by_id(ctx.user.id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    if !security::verify_password(&current, &stored.password_hash) {
        return Err(ApiError::field("current_password", Msg::new("account.wrong_password")));
    }
    let hash = security::hash_password(&password)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    user::Entity::update(user::ActiveModel { id: Set(ctx.user.id), password_hash: Set(hash), updated_at: Set(Utc::now()), ..Default::default() }).exec(&txn).await?;
    if input.end_other_sessions.unwrap_or(true) {
        session::Entity::delete_many().filter(session::Column::UserId.eq(ctx.user.id)).filter(session::Column::Id.ne(ctx.session_id.clone())).exec(&txn).await?;
    }
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "account.password_changed", entity: "user", entity_id: Some(ctx.user.id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(t("account.password_changed", ctx.locale))))
}
