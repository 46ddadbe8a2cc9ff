//! `/config/integraciones/webhooks/activation`: the company's webhooks integration, activated or deactivated
//! (SPEC §4 Integration). While deactivated no event is raised; applications and their events stay.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{audit, context::Ctx, envelope::One, error::JsonBody, i18n::Msg, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::OnConflict, EntityTrait, Set, TransactionTrait};
use serde_json::json;

use super::{dto::*, entity::integration, policy, KIND};

async fn read<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<ActivationOut> {
    let row = integration::Entity::find_by_id((ctx.company.id, KIND.to_string())).one(db).await?;
    Ok(match row {
        Some(r) => ActivationOut { active: r.active, version: r.version, updated_at: Some(r.updated_at) },
        None => ActivationOut { active: false, version: 0, updated_at: None },
    })
}

/// Whether the company's webhooks are activated.
#[utoipa::path(get, operation_id = "get_webhooks_activation", path = "/integrations/webhooks", tag = "config", responses((status = 200, body = One<ActivationOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<ActivationOut>>> {
    policy::can_manage(&ctx)?;
    Ok(Json(One::new(read(&state.db, &ctx).await?)))
}

/// Activates or deactivates the company's webhooks; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "set_webhooks_activation", path = "/integrations/webhooks", tag = "config", request_body = ActivationIn, responses((status = 200, body = One<ActivationOut>), (status = 403, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ActivationIn>) -> ApiResult<Json<One<ActivationOut>>> {
    policy::can_manage(&ctx)?;
    let Some(active) = input.active else { return Err(ApiError::field("active", Msg::new("validation.required"))) };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let current = read(&txn, &ctx).await?;
    if input.version.is_some_and(|v| v != current.version) {
        return Err(ApiError::conflict());
    }
    let row = integration::ActiveModel { company_id: Set(ctx.company.id), kind: Set(KIND.into()), active: Set(active), settings: Set(None), version: Set(current.version + 1), updated_at: Set(Utc::now()) };
    let upsert = OnConflict::columns([integration::Column::CompanyId, integration::Column::Kind]).update_columns([integration::Column::Active, integration::Column::Version, integration::Column::UpdatedAt]).to_owned();
    integration::Entity::insert(row).on_conflict(upsert).exec_without_returning(&txn).await?;
    let action = if active { "integration.activated" } else { "integration.deactivated" };
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "integration", after: Some(json!({"kind": KIND, "active": active})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let out = read(&txn, &ctx).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
