//! Reading and saving a connector's row of `integrations`.

use chrono::Utc;
use platform::{context::Ctx, ApiError, ApiResult, AppState};
use sea_orm::{ConnectionTrait, EntityTrait};
use serde_json::Value;
use uuid::Uuid;

use super::fields;
use crate::config::webhooks::entity::integration;

/// A known connector kind from the path; 404 otherwise.
pub fn kind(raw: &str) -> ApiResult<&'static str> {
    fields::KINDS.iter().map(|(k, _)| *k).find(|k| *k == raw).ok_or_else(ApiError::not_found)
}

pub async fn row<C: ConnectionTrait>(db: &C, company: Uuid, kind: &str) -> ApiResult<Option<integration::Model>> {
    Ok(integration::Entity::find_by_id((company, kind.to_string())).one(db).await?)
}

/// The stored settings (secrets included), empty when never saved.
pub fn settings(row: Option<&integration::Model>) -> Value {
    row.and_then(|r| r.settings.clone()).unwrap_or(Value::Object(Default::default()))
}

/// The settings of an active connector, or a 422 on `active` saying it is off.
pub async fn active_settings(state: &AppState, ctx: &Ctx, kind: &str) -> ApiResult<Value> {
    match row(&state.db, ctx.company.id, kind).await? {
        Some(r) if r.active => Ok(settings(Some(&r))),
        _ => Err(ApiError::field("active", platform::i18n::Msg::new("connectors.inactive"))),
    }
}

/// Whether the loopback allowance of the test suites applies (`OBRA_WEBHOOKS_ALLOW_LOOPBACK`).
pub fn loopback(state: &AppState) -> bool {
    state.config.webhooks_allow_loopback
}

pub fn now() -> chrono::DateTime<Utc> {
    Utc::now()
}
