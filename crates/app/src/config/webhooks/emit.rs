//! Raising events: a delivery row and its first job per subscription, in the caller's transaction.

use chrono::Utc;
use platform::{ids::new_id, jobs, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde_json::{json, Value};
use uuid::Uuid;

use super::{
    catalog,
    entity::{app, delivery, integration, subscription},
    DELIVER_JOB,
};

/// Raises `event` for the company: every active subscription of its applications gets a delivery, when the
/// company's webhooks integration is active. Cheap when nobody subscribes (one indexed query). The CRM connector
/// hears the events it pushes here too.
pub async fn emit<C: ConnectionTrait>(db: &C, company_id: Uuid, event: &'static str, data: Value) -> ApiResult<()> {
    crate::config::connectors::crm::on_event(db, company_id, event, &data).await?;
    let subs = subscription::Entity::find()
        .filter(subscription::Column::CompanyId.eq(company_id))
        .filter(subscription::Column::Event.eq(event))
        .filter(subscription::Column::Active.eq(true))
        .all(db)
        .await?;
    if subs.is_empty() || !active(db, company_id).await? {
        return Ok(());
    }
    let body = body(event, &data);
    let message_id = message_id();
    for sub in subs {
        queue(db, &sub, event, &body, &message_id, None).await?;
    }
    Ok(())
}

/// Whether the company's webhooks integration is activated (off until an administrator turns it on).
pub async fn active<C: ConnectionTrait>(db: &C, company_id: Uuid) -> ApiResult<bool> {
    let row = integration::Entity::find_by_id((company_id, super::KIND.to_string())).one(db).await?;
    Ok(row.is_some_and(|r| r.active))
}

/// The Standard Webhooks payload: `type`, `timestamp` and `data`.
pub fn body(event: &str, data: &Value) -> String {
    json!({"type": event, "timestamp": Utc::now(), "data": data}).to_string()
}

/// A new `webhook-id`.
pub fn message_id() -> String {
    format!("msg_{}", Uuid::now_v7().simple())
}

/// Writes a pending delivery of `body` to `sub` and queues its first attempt now.
pub async fn queue<C: ConnectionTrait>(db: &C, sub: &subscription::Model, event: &str, body: &str, message_id: &str, replay_of: Option<Uuid>) -> ApiResult<delivery::Model> {
    let now = Utc::now();
    let row = delivery::Model {
        id: new_id(),
        company_id: sub.company_id,
        app_id: sub.app_id,
        subscription_id: sub.id,
        message_id: message_id.into(),
        module: catalog::module_of(event).unwrap_or("webhooks").into(),
        event: event.into(),
        payload: body.into(),
        status: "pending".into(),
        attempts: 0,
        next_attempt_at: Some(now),
        replay_of,
        created_at: now,
        updated_at: now,
    };
    delivery::Entity::insert(delivery::ActiveModel::from(row.clone())).exec_without_returning(db).await?;
    jobs::enqueue(db, Some(sub.company_id), DELIVER_JOB, json!({"delivery": row.id, "attempt": 1})).await?;
    Ok(row)
}

/// An application of the caller's company; 404 for another company's.
pub async fn find_app<C: ConnectionTrait>(db: &C, tenant: &platform::tenant::Tenant, id: Uuid) -> ApiResult<app::Model> {
    app::Entity::scoped(tenant).filter(app::Column::Id.eq(id)).one(db).await?.ok_or_else(platform::ApiError::not_found)
}

