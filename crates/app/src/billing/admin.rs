//! The provider's staff manage every company's plan: the list, a plan change, a trial extension, blocking (a
//! blocked company's sessions end at their next request) and invoices. Every change is audited.

use axum::{extract::State, Json};
use chrono::{Duration, Utc};
use platform::{
    audit,
    context::Ctx,
    entities::company,
    envelope::One,
    error::{IdPath, JsonBody},
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ConnectionTrait, EntityTrait, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::dto::*;

/// Seats used: the company's enabled users, counted as the user limits count them.
pub async fn seats<C: ConnectionTrait>(db: &C, company: Uuid) -> ApiResult<u64> {
    crate::config::users::limits::active_in_company(db, &platform::tenant::Tenant::system(platform::ids::CompanyId(company))).await
}

/// Every company with its plan and seats, by name (provider staff only).
#[utoipa::path(get, operation_id = "list_companies", path = "/admin/companies", tag = "billing", responses((status = 200, body = One<Vec<AdminCompanyOut>>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<AdminCompanyOut>>>> {
    ctx.require_provider()?;
    // Cross-company on purpose: the provider bills every company.
    let companies = company::Entity::find().order_by_asc(company::Column::Name).all(&state.db).await?;
    let mut out = Vec::with_capacity(companies.len());
    for c in companies {
        let used = seats(&state.db, c.id).await?;
        out.push(AdminCompanyOut::new(c, used));
    }
    Ok(Json(One::new(out)))
}

/// Applies `change` to the company in one transaction, audits it and answers the company as it is now.
async fn change(state: &AppState, ctx: &Ctx, id: Uuid, action: &'static str, change: impl FnOnce(&company::Model) -> company::ActiveModel) -> ApiResult<Json<One<AdminCompanyOut>>> {
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = company::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let mut update = change(&before);
    update.id = Set(id);
    update.updated_at = Set(Utc::now());
    let after = company::Entity::update(update).exec(&txn).await?;
    let snapshot = |c: &company::Model| json!({"plan": c.plan, "trial_ends_at": c.trial_ends_at, "blocked": c.blocked});
    audit::record(&txn, audit::Entry { company_id: Some(id), user_id: Some(ctx.user.id), action, entity: "company", entity_id: Some(id), before: Some(snapshot(&before)), after: Some(snapshot(&after)), ip: ctx.client.ip.clone() }).await?;
    let used = seats(&txn, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(AdminCompanyOut::new(after, used))))
}

/// Puts the company on a plan; a trial ends on the given date (default: in 30 days).
#[utoipa::path(put, operation_id = "set_company_plan", path = "/admin/companies/{id}/plan", tag = "billing", params(("id" = Uuid, Path)), request_body = PlanIn, responses((status = 200, body = One<AdminCompanyOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn set_plan(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<PlanIn>) -> ApiResult<Json<One<AdminCompanyOut>>> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    if v.required("plan", input.plan.as_deref()) {
        v.one_of("plan", input.plan.as_deref().unwrap_or_default(), PLANS);
    }
    let now = Utc::now();
    if let Some(end) = input.trial_ends_at.filter(|_| input.plan.as_deref() == Some("trial")) {
        v.date_after("trial_ends_at", end.date_naive(), now.date_naive(), false);
    }
    v.finish()?;
    let plan = input.plan.unwrap_or_default();
    let ends = (plan == "trial").then(|| input.trial_ends_at.unwrap_or(now + Duration::days(30)));
    change(&state, &ctx, id, "company.plan", |_| company::ActiveModel { plan: Set(plan.clone()), trial_ends_at: Set(ends), ..Default::default() }).await
}

/// Adds days to the trial (from today when it has ended); the company is on the trial plan afterwards.
#[utoipa::path(post, operation_id = "extend_company_trial", path = "/admin/companies/{id}/trial-extension", tag = "billing", params(("id" = Uuid, Path)), request_body = TrialExtensionIn, responses((status = 200, body = One<AdminCompanyOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn extend_trial(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TrialExtensionIn>) -> ApiResult<Json<One<AdminCompanyOut>>> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    match input.days {
        None => v.add("days", platform::i18n::Msg::new("validation.required")),
        Some(days) => v.range("days", days as f64, 1.0, 365.0),
    }
    v.finish()?;
    let days = input.days.unwrap_or(1);
    change(&state, &ctx, id, "company.trial_extension", |c| {
        let from = c.trial_ends_at.filter(|end| *end > Utc::now() && c.plan == "trial").unwrap_or_else(Utc::now);
        company::ActiveModel { plan: Set("trial".into()), trial_ends_at: Set(Some(from + Duration::days(days))), ..Default::default() }
    })
    .await
}

/// Blocks or unblocks the company: a blocked company's users cannot sign in and their sessions stop working.
#[utoipa::path(put, operation_id = "set_company_blocked", path = "/admin/companies/{id}/blocked", tag = "billing", params(("id" = Uuid, Path)), request_body = BlockedIn, responses((status = 200, body = One<AdminCompanyOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn set_blocked(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<BlockedIn>) -> ApiResult<Json<One<AdminCompanyOut>>> {
    ctx.require_provider()?;
    let Some(blocked) = input.blocked else { return Err(ApiError::field("blocked", platform::i18n::Msg::new("validation.required"))) };
    if blocked && id == ctx.company.id {
        // The provider cannot lock itself out.
        return Err(ApiError::field("blocked", platform::i18n::Msg::new("billing.block_self")));
    }
    change(&state, &ctx, id, if blocked { "company.block" } else { "company.unblock" }, |_| company::ActiveModel { blocked: Set(blocked), ..Default::default() }).await
}
