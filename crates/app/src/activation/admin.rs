//! The provider's view of every company's requests.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::{activation_request, company, user},
    i18n::{Locale, Msg},
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    notify::{self, Notice},
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{EntityTrait, QueryOrder, Set, TransactionTrait};

use super::{dto::*, policy};

/// Every company's requests, newest first (provider staff only).
#[utoipa::path(get, operation_id = "list_all_activation_requests", path = "/admin/activation-requests", tag = "activation", params(ListQuery), responses((status = 200, body = Page<ActivationRequestOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list_all(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ActivationRequestOut>>> {
    policy::can_manage(&ctx)?;
    // Cross-company on purpose: the provider answers every company's requests.
    let select = activation_request::Entity::find().order_by_desc(activation_request::Column::CreatedAt);
    Ok(Json(paginate(&state.db, select, &query).await?.map(ActivationRequestOut::from)))
}

/// Moves a request to `in_progress` or `enabled`; enabling an upgrade puts the company on the full plan. The
/// requester is notified.
#[utoipa::path(put, operation_id = "update_activation_request", path = "/admin/activation-requests/{id}", tag = "activation", params(("id" = uuid::Uuid, Path)), request_body = StatusIn, responses((status = 200, body = One<ActivationRequestOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update_status(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<StatusIn>) -> ApiResult<Json<One<ActivationRequestOut>>> {
    policy::can_manage(&ctx)?;
    let mut v = Validator::new();
    if v.required("status", input.status.as_deref()) {
        v.one_of("status", input.status.as_deref().unwrap_or_default(), Status::ALL);
    }
    v.finish()?;
    let status = input.status.unwrap_or_default();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let current = activation_request::Entity::find_by_id(id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let now = Utc::now();
    let row = activation_request::Entity::update(activation_request::ActiveModel { id: Set(id), status: Set(status.clone()), updated_at: Set(now), ..Default::default() })
        .exec(&txn)
        .await?;
    if status == "enabled" && current.kind == "upgrade" {
        company::Entity::update(company::ActiveModel { id: Set(current.company_id), plan: Set("full".into()), updated_at: Set(now), ..Default::default() }).exec(&txn).await?;
    }
    // The requester reads it in their own language.
    let locale = user::Entity::find_by_id(current.user_id).one(&txn).await?.map(|u| Locale::parse(&u.locale)).unwrap_or_default();
    let status_label = Msg::new(match status.as_str() {
        "sent" => "activation.status.sent",
        "in_progress" => "activation.status.in_progress",
        _ => "activation.status.enabled",
    })
    .render(locale);
    let text = |key| Msg::new(key).arg("module", &current.module).arg("status", &status_label).render(locale);
    let notice = Notice {
        company_id: current.company_id,
        user_id: current.user_id,
        project_id: None,
        module: "home",
        title: text("activation.status_title"),
        body: text("activation.status_body"),
        link: Some(format!("/{}/landing", current.module)),
    };
    notify::send(&txn, &state.events, notice).await?;
    audit::record(&txn, audit::Entry { company_id: Some(current.company_id), user_id: Some(ctx.user.id), action: "activation_status", entity: "activation_request", entity_id: Some(id), before: Some(serde_json::json!({"status": current.status})), after: Some(serde_json::json!({"status": status})), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(Json(One::new(row.into())))
}
