//! The History tab: the application's last 100 attempts (SPEC §9), the replay of any delivery, and the test event.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use platform::{audit, context::Ctx, envelope::One, error::{IdPath, JsonBody, QueryParams}, i18n::Msg, jobs, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{catalog::{self, TEST_EVENT}, dto::*, emit, entity::{attempt, delivery, subscription}, policy};

/// At most this many log rows are shown (SPEC §9).
pub const MAX_LOGS: u64 = 100;

/// The application's latest attempts, newest first; `status` and `event` narrow them.
#[utoipa::path(get, operation_id = "list_webhook_logs", path = "/webhooks/apps/{id}/logs", tag = "config", params(("id" = Uuid, Path), LogQuery), responses((status = 200, body = One<Vec<LogOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<LogQuery>) -> ApiResult<Json<One<Vec<LogOut>>>> {
    policy::can_manage(&ctx)?;
    emit::find_app(&state.db, &ctx.tenant, id).await?;
    let mut v = Validator::new();
    let mut select = attempt::Entity::find().filter(attempt::Column::AppId.eq(id));
    if let Some(status) = query.status.as_deref() {
        v.one_of("status", status, &["succeeded", "failed"]);
        select = select.filter(attempt::Column::Status.eq(status));
    }
    if let Some(event) = query.event.as_deref() {
        if catalog::module_of(event).is_none() {
            v.add("event", Msg::new("validation.one_of"));
        }
        let ids = delivery::Entity::find().select_only().column(delivery::Column::Id).filter(delivery::Column::AppId.eq(id)).filter(delivery::Column::Event.eq(event));
        select = select.filter(attempt::Column::DeliveryId.in_subquery(sea_orm::QueryTrait::into_query(ids)));
    }
    v.finish()?;
    let rows = select.order_by_desc(attempt::Column::CreatedAt).order_by_desc(attempt::Column::Attempt).limit(MAX_LOGS).all(&state.db).await?;
    let ids: Vec<Uuid> = rows.iter().map(|a| a.delivery_id).collect();
    let deliveries: HashMap<Uuid, delivery::Model> = delivery::Entity::find().filter(delivery::Column::Id.is_in(ids)).all(&state.db).await?.into_iter().map(|d| (d.id, d)).collect();
    let out = rows.into_iter().filter_map(|a| deliveries.get(&a.delivery_id).map(|d| LogOut::new(a, d))).collect();
    Ok(Json(One::new(out)))
}

/// Sends a delivery again, now, to its event's current URL, with the same `webhook-id` and body (one attempt).
#[utoipa::path(post, operation_id = "replay_webhook_delivery", path = "/webhooks/deliveries/{id}/replay", tag = "config", params(("id" = Uuid, Path)), responses((status = 201, body = One<DeliveryOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn replay(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<(StatusCode, Json<One<DeliveryOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let original = delivery::Entity::scoped(&ctx.tenant).filter(delivery::Column::Id.eq(id)).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let sub = subscription::Entity::find_by_id(original.subscription_id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let row = emit::queue(&txn, &sub, &original.event, &original.payload, &original.message_id, Some(original.id)).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_delivery.replayed", entity: "webhook_app", entity_id: Some(original.app_id), after: Some(json!({"delivery": id, "replay": row.id})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    jobs::wake();
    Ok((StatusCode::CREATED, Json(One::new(row.into()))))
}

/// Sends the test event (`webhook.test`) to one of the application's events, or to each active one.
#[utoipa::path(post, operation_id = "send_webhook_test", path = "/webhooks/apps/{id}/test", tag = "config", params(("id" = Uuid, Path)), request_body = TestIn, responses((status = 201, body = One<Vec<DeliveryOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn test(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TestIn>) -> ApiResult<(StatusCode, Json<One<Vec<DeliveryOut>>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let app = emit::find_app(&txn, &ctx.tenant, id).await?;
    let mut select = subscription::Entity::find().filter(subscription::Column::AppId.eq(id));
    select = match input.subscription_id {
        Some(sub) => select.filter(subscription::Column::Id.eq(sub)),
        None => select.filter(subscription::Column::Active.eq(true)),
    };
    let subs = select.order_by_asc(subscription::Column::Event).all(&txn).await?;
    if subs.is_empty() {
        let field = if input.subscription_id.is_some() { "subscription_id" } else { "events" };
        return Err(ApiError::field(field, Msg::new("webhooks.no_events")));
    }
    let message_id = emit::message_id();
    let mut out = Vec::new();
    for sub in &subs {
        let data = json!({"app": {"id": app.id, "name": app.name}, "event": sub.event, "message": "Obra webhook test"});
        let body = emit::body(TEST_EVENT, &data);
        out.push(emit::queue(&txn, sub, TEST_EVENT, &body, &message_id, None).await?.into());
    }
    txn.commit().await?;
    jobs::wake();
    Ok((StatusCode::CREATED, Json(One::new(out))))
}
