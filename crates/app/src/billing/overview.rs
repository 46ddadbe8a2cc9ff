//! `GET /api/billing`: the company's plan, seats, modules and invoices; `GET /api/billing/invoices/{id}/pdf`.

use axum::{extract::State, response::Response, Json};
use platform::{
    context::Ctx,
    entities::activation_request,
    envelope::One,
    error::IdPath,
    permissions::{self, MODULES},
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{dto::*, entity as invoice};
use crate::{activation::ActivationRequestOut, config::users::limits};

/// The key that opens billing.
pub const KEY: &str = "modulo_billing";

/// The company's plan (with the trial's days left), seats used against the cap, the modules the plan includes,
/// the open upgrade request and the invoices, newest first.
#[utoipa::path(get, operation_id = "get_billing", path = "/billing", tag = "billing", responses((status = 200, body = One<BillingOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<BillingOut>>> {
    ctx.require(KEY)?;
    let db = &state.db;
    let c = &ctx.company;
    let upgrade = activation_request::Entity::scoped(&ctx.tenant)
        .filter(activation_request::Column::Kind.eq("upgrade"))
        .filter(activation_request::Column::Status.ne("enabled"))
        .order_by_desc(activation_request::Column::CreatedAt)
        .one(db)
        .await?;
    let invoices = invoice::Entity::scoped(&ctx.tenant).order_by_desc(invoice::Column::PeriodStart).order_by_desc(invoice::Column::CreatedAt).all(db).await?;
    let modules = MODULES
        .iter()
        .filter(|(m, _)| m.as_str() != "tiinsights")
        .map(|(module, keys)| ModuleIncluded { module: *module, included: keys.iter().any(|k| permissions::plan_allows(ctx.plan, k)) })
        .collect();
    Ok(Json(One::new(BillingOut {
        company: CompanyRef { id: c.id, name: c.name.clone(), country: c.country.clone() },
        plan: c.plan.clone(),
        effective_plan: ctx.plan.as_str().into(),
        trial_ends_at: c.trial_ends_at,
        trial_days_left: days_left(c),
        blocked: c.blocked,
        seats: SeatsOut { used: limits::active_in_company(db, &ctx.tenant).await?, max: c.max_users },
        modules,
        upgrade_request: upgrade.map(ActivationRequestOut::from),
        invoices: invoices.into_iter().map(InvoiceOut::from).collect(),
    })))
}

/// The invoice's PDF (another company's invoice does not exist, except for the provider's staff).
#[utoipa::path(get, operation_id = "download_invoice", path = "/billing/invoices/{id}/pdf", tag = "billing", params(("id" = uuid::Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn pdf(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    // The provider's staff read every company's invoices; a company only its own.
    let staff = ctx.require_provider().is_ok();
    if !staff {
        ctx.require(KEY)?;
    }
    let select = if staff { invoice::Entity::find() } else { invoice::Entity::scoped(&ctx.tenant) };
    let row = select.filter(invoice::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let bytes = state.storage.read_all(&row.file_key).await.map_err(|e| ApiError::internal(format!("invoice {id}: {e}")))?;
    Ok(crate::warranties::units::act::pdf(bytes, &format!("{}.pdf", row.number)))
}
