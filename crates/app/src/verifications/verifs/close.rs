//! Closing a verification: every item answered and the caller's drawn signature (a PNG data URL, as the delivery
//! act's signature pad sends it; SPEC §5: the signer's e-mail must be verified first). The signature is stored
//! with the verification, which is then a signed record: closed, with who signed and when.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};

use super::view;
use crate::{
    verifications::{
        can_access,
        dto::*,
        entity::{item, verification},
        files::open,
        find_verification,
    },
    warranties::units::act::signature_png,
};

/// The signature's PNG, checked: required, a valid PNG data URL, and a signer whose e-mail is verified.
pub fn signature(v: &mut Validator, ctx: &Ctx, data: Option<&str>) -> Option<Vec<u8>> {
    if data.is_none_or(|d| d.trim().is_empty()) {
        v.add("signature", Msg::new("validation.required"));
        return None;
    }
    if ctx.user.email_verified_at.is_none() {
        v.add("signature", Msg::new("account.signature_needs_email"));
        return None;
    }
    let png = signature_png(data);
    if png.is_none() {
        v.add("signature", Msg::new("account.signature_invalid"));
    }
    png
}

/// Closes a verification: every item answered, signed by the caller; `version` must be the one read.
#[utoipa::path(post, operation_id = "close_verification", path = "/verifications/{id}/close", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationCloseIn, responses((status = 200, body = One<VerificationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn close(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationCloseIn>) -> ApiResult<Json<One<VerificationOut>>> {
    can_access(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_verification(&txn, &ctx, id).await?;
    open(&row)?;
    let mut v = Validator::new();
    let pending = item::Entity::find().filter(item::Column::VerificationId.eq(id)).filter(item::Column::Result.eq(VerificationResult::Pending.as_str())).count(&txn).await?;
    if pending > 0 {
        v.add("items", Msg::new("verifications.items_pending").arg("count", pending));
    }
    let png = signature(&mut v, &ctx, input.signature.as_deref());
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    let (Some(png), Some(version)) = (png, input.version) else { return Err(ApiError::field("signature", Msg::new("validation.required"))) };
    if version != row.version {
        return Err(ApiError::conflict());
    }
    let key = format!("verifications/{}/{}/signature-{}.png", ctx.company.id, id, uuid::Uuid::now_v7());
    state.storage.put_bytes(&key, png).await.map_err(ApiError::internal)?;
    let closed: ApiResult<VerificationOut> = async {
        let now = Utc::now();
        let result = verification::Entity::update_many()
            .col_expr(verification::Column::State, Expr::value(VerificationState::Closed.as_str()))
            .col_expr(verification::Column::ClosedAt, Expr::value(Some(now)))
            .col_expr(verification::Column::SignedBy, Expr::value(ctx.actor()))
            .col_expr(verification::Column::SignatureKey, Expr::value(Some(key.clone())))
            .col_expr(verification::Column::Version, Expr::value(version.wrapping_add(1)))
            .col_expr(verification::Column::UpdatedAt, Expr::value(now))
            .filter(verification::Column::Id.eq(id))
            .filter(verification::Column::Version.eq(version))
            .exec(&txn)
            .await?;
        platform::concurrency::check(result, true)?;
        platform::audit::record(&txn, platform::audit::Entry { company_id: Some(ctx.company.id), user_id: ctx.actor(), action: "verification.closed", entity: "verification", entity_id: Some(id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
        let out = view::one(&txn, find_verification(&txn, &ctx, id).await?).await?;
        let data = serde_json::json!({"id": id, "project_id": out.head.project_id, "activity_id": out.head.activity_id, "unit_id": out.head.unit_id, "state": out.head.state, "closed_by": ctx.actor()});
        crate::config::webhooks::emit(&txn, ctx.company.id, "verification.closed", data).await?;
        txn.commit().await?;
        Ok(out)
    }
    .await;
    match closed {
        Ok(out) => Ok(Json(One::new(out))),
        Err(err) => {
            state.storage.delete(&key).await.ok();
            Err(err)
        }
    }
}
