//! A project's reception settings (`/config/recepciones`): whether an activity-wide reception needs a closed
//! verification in every unit of the activity, whether a failure needs a photo, and whether closing a reception
//! needs a signature (yes by default). A project never saved has the defaults, at version 0.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::JsonBody,
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_configure, can_read_config, entity::setting};

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationReceptionSettingsOut {
    pub project_id: Uuid,
    /// An activity-wide reception needs a closed verification in every unit of the activity.
    pub require_all_units: bool,
    /// An item answered as a failure needs a photo first.
    pub require_photos_on_failure: bool,
    /// Closing a reception needs the signer's drawn signature.
    pub signature_required: bool,
    /// 0 while the project has the defaults.
    pub version: i32,
}

/// The settings to save; a field left out keeps its value.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationReceptionSettingsIn {
    pub require_all_units: Option<bool>,
    pub require_photos_on_failure: Option<bool>,
    pub signature_required: Option<bool>,
    /// The version read (409 when stale).
    pub version: Option<i32>,
}

/// The project's settings, or the defaults.
pub async fn of<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<setting::Model> {
    let row = setting::Entity::scoped(&ctx.tenant).filter(setting::Column::ProjectId.eq(project)).one(db).await?;
    Ok(row.unwrap_or(setting::Model { project_id: project, company_id: ctx.company.id, require_all_units: false, require_photos_on_failure: false, signature_required: true, version: 0, updated_at: Utc::now() }))
}

fn out(s: setting::Model) -> VerificationReceptionSettingsOut {
    VerificationReceptionSettingsOut { project_id: s.project_id, require_all_units: s.require_all_units, require_photos_on_failure: s.require_photos_on_failure, signature_required: s.signature_required, version: s.version }
}

/// The project's reception settings (`projectId` required).
#[utoipa::path(get, operation_id = "get_reception_settings", path = "/verifications/reception-settings", tag = "verifications", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<VerificationReceptionSettingsOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<VerificationReceptionSettingsOut>>> {
    can_read_config(&ctx)?;
    let project = ctx.require_project()?;
    Ok(Json(One::new(out(of(&state.db, &ctx, project).await?))))
}

/// Saves the project's reception settings (`projectId` required); `version` must be the one read.
#[utoipa::path(put, operation_id = "put_reception_settings", path = "/verifications/reception-settings", tag = "verifications", params(("projectId" = Uuid, Query)), request_body = VerificationReceptionSettingsIn, responses((status = 200, body = One<VerificationReceptionSettingsOut>), (status = 403, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<VerificationReceptionSettingsIn>) -> ApiResult<Json<One<VerificationReceptionSettingsOut>>> {
    can_configure(&ctx)?;
    let project = ctx.require_project()?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let now = Utc::now();
    let current = of(&txn, &ctx, project).await?;
    if current.version != version {
        return Err(ApiError::conflict());
    }
    let next = setting::Model {
        require_all_units: input.require_all_units.unwrap_or(current.require_all_units),
        require_photos_on_failure: input.require_photos_on_failure.unwrap_or(current.require_photos_on_failure),
        signature_required: input.signature_required.unwrap_or(current.signature_required),
        version: version.wrapping_add(1),
        updated_at: now,
        ..current
    };
    if version == 0 {
        let row = setting::ActiveModel { project_id: Set(project), company_id: Set(ctx.company.id), require_all_units: Set(next.require_all_units), require_photos_on_failure: Set(next.require_photos_on_failure), signature_required: Set(next.signature_required), version: Set(1), updated_at: Set(now) };
        // Two first saves at once: the second finds the row the first wrote, and is stale.
        setting::Entity::insert(row).exec_without_returning(&txn).await.map_err(|e| platform::db::unique_or(e, ApiError::conflict))?;
    } else {
        let result = setting::Entity::update_many()
            .col_expr(setting::Column::RequireAllUnits, Expr::value(next.require_all_units))
            .col_expr(setting::Column::RequirePhotosOnFailure, Expr::value(next.require_photos_on_failure))
            .col_expr(setting::Column::SignatureRequired, Expr::value(next.signature_required))
            .col_expr(setting::Column::Version, Expr::value(next.version))
            .col_expr(setting::Column::UpdatedAt, Expr::value(now))
            .filter(setting::Column::ProjectId.eq(project))
            .filter(setting::Column::Version.eq(version))
            .exec(&txn)
            .await?;
        platform::concurrency::check(result, true)?;
    }
    txn.commit().await?;
    Ok(Json(One::new(out(next))))
}
