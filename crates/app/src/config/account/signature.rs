//! The user's drawn signature (signature_pad on the page), kept as a PNG. Registering one needs a verified e-mail.

use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use base64::Engine;
use chrono::Utc;
use platform::{audit, context::Ctx, entities::user, envelope::One, error::JsonBody, i18n::Msg, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::OnConflict, EntityTrait, Set, TransactionTrait};

use super::{dto::*, entity::signature, profile::out};

pub const MAX_BYTES: usize = 512 * 1024;
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";

/// Saves (or replaces) the signature; refused until the e-mail is verified.
#[utoipa::path(put, operation_id = "put_signature", path = "/account/signature", tag = "account", request_body = SignatureIn, responses((status = 200, body = One<AccountOut>), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<SignatureIn>) -> ApiResult<Json<One<AccountOut>>> {
    let u = user::Entity::find_by_id(ctx.user.id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    if u.email_verified_at.is_none() {
        return Err(ApiError::field("image", Msg::new("account.signature_needs_email")));
    }
    let data = input.image.as_deref().and_then(|d| d.strip_prefix("data:image/png;base64,")).ok_or_else(|| ApiError::field("image", Msg::new("validation.required")))?;
    let png = base64::engine::general_purpose::STANDARD.decode(data.trim()).map_err(|_| ApiError::field("image", Msg::new("account.signature_invalid")))?;
    if !png.starts_with(PNG) || png.len() < 60 {
        return Err(ApiError::field("image", Msg::new("account.signature_invalid")));
    }
    if png.len() > MAX_BYTES {
        return Err(ApiError::field("image", Msg::new("validation.max_file_size").arg("max", "512 KB")));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    signature::Entity::insert(signature::ActiveModel { user_id: Set(u.id), company_id: Set(u.company_id), png: Set(png), updated_at: Set(Utc::now()) })
        .on_conflict(OnConflict::column(signature::Column::UserId).update_columns([signature::Column::Png, signature::Column::UpdatedAt]).to_owned())
        .exec_without_returning(&txn)
        .await?;
    user::Entity::update(user::ActiveModel { id: Set(u.id), signature_key: Set(Some(format!("user_signatures/{}", u.id))), signature_verified: Set(true), ..Default::default() }).exec(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(u.company_id), user_id: Some(u.id), action: "account.signature_saved", entity: "user", entity_id: Some(u.id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(&state, &ctx).await?)))
}

/// The signature as a PNG.
#[utoipa::path(get, operation_id = "get_signature", path = "/account/signature", tag = "account", responses((status = 200, description = "image/png", content_type = "image/png"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Response> {
    let row = signature::Entity::find_by_id(ctx.user.id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "no-store"), (header::X_CONTENT_TYPE_OPTIONS, "nosniff")], row.png).into_response())
}

/// Removes the signature.
#[utoipa::path(delete, operation_id = "delete_signature", path = "/account/signature", tag = "account", responses((status = 204, description = "Removed"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx) -> ApiResult<StatusCode> {
    let res = signature::Entity::delete_by_id(ctx.user.id).exec(&state.db).await?;
    if res.rows_affected == 0 {
        return Err(ApiError::not_found());
    }
    user::Entity::update(user::ActiveModel { id: Set(ctx.user.id), signature_key: Set(None), signature_verified: Set(false), ..Default::default() }).exec(&state.db).await?;
    Ok(StatusCode::NO_CONTENT)
}
