//! `/config/integraciones/webhooks/activation`: the company's webhooks integration, activated or deactivated
//! (SPEC §4 Integration). While deactivated no event is raised; applications and their events stay.

use axum::{extract::State, Json};
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, ApiError, ApiResult, AppState};
use sea_orm::{EntityTrait, TransactionTrait};

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
    crate::config::connectors::store::save(&txn, &ctx, KIND, active, None, input.version).await?;
    let out = read(&txn, &ctx).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
