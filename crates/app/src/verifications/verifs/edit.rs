//! Reading a verification, changing its responsible or planned date while it is open, and deleting an open one
//! (a closed verification is a signed record: it stays as it is).

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter, QuerySelect, TransactionTrait};

use super::{create::scheduled, view};
use crate::verifications::{
    can_access, can_configure, collect,
    dto::*,
    entity::{photo, verification},
    files::open,
    find_verification, member,
};

/// One verification with its items, photos, observations and signer.
#[utoipa::path(get, operation_id = "get_verification", path = "/verifications/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 200, body = One<VerificationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<VerificationOut>>> {
    can_access(&ctx)?;
    let row = find_verification(&state.db, &ctx, id).await?;
    Ok(Json(One::new(view::one(&state.db, row).await?)))
}

/// Changes the responsible and the planned date of an open verification; `version` must be the one read.
#[utoipa::path(put, operation_id = "update_verification", path = "/verifications/{id}", tag = "verifications", params(("id" = Uuid, Path)), request_body = VerificationIn, responses((status = 200, body = One<VerificationOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<VerificationIn>) -> ApiResult<Json<One<VerificationOut>>> {
    can_access(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_verification(&txn, &ctx, id).await?;
    open(&row)?;
    let mut v = Validator::new();
    let responsible = collect(&mut v, member(&txn, &ctx, row.project_id, input.responsible_id, "responsible_id").await)?;
    let date = scheduled(&mut v, input.scheduled_on.as_deref());
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    v.finish()?;
    let (Some(responsible), Some(date), Some(version)) = (responsible, date, input.version) else { return Err(ApiError::field("body", Msg::new("validation.required"))) };
    let result = verification::Entity::update_many()
        .col_expr(verification::Column::ResponsibleId, Expr::value(Some(responsible.id)))
        .col_expr(verification::Column::ScheduledOn, Expr::value(date))
        .col_expr(verification::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(verification::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(verification::Column::Id.eq(id))
        .filter(verification::Column::Version.eq(version))
        .exec(&txn)
        .await?;
    platform::concurrency::check(result, true)?;
    let out = view::one(&txn, find_verification(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes an open verification with its items, photos and observations (needs `verifications.upload` too).
#[utoipa::path(delete, operation_id = "delete_verification", path = "/verifications/{id}", tag = "verifications", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_access(&ctx)?;
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_verification(&txn, &ctx, id).await?;
    open(&row)?;
    let keys: Vec<String> = photo::Entity::find().select_only().column(photo::Column::ObjectKey).filter(photo::Column::VerificationId.eq(id)).into_tuple().all(&txn).await?;
    verification::Entity::delete_by_id(id).exec(&txn).await?;
    platform::audit::record(&txn, platform::audit::Entry { company_id: Some(ctx.company.id), user_id: ctx.actor(), action: "verification.deleted", entity: "verification", entity_id: Some(id), before: Some(serde_json::json!({"activity_id": row.activity_id, "template": row.template_name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    for key in keys {
        if let Err(err) = state.storage.delete(&key).await {
            tracing::warn!(%err, key, "could not remove a photo of a deleted verification");
        }
    }
    Ok(StatusCode::NO_CONTENT)
}
