//! Reading and saving a connector's row of `integrations`.

use chrono::Utc;
use platform::{audit, concurrency, context::Ctx, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde_json::{json, Value};
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

/// Saves a company's integration (webhooks or a connector) over the version read (0: never saved), in the caller's
/// transaction: the update is conditional on that version and the first insert meets the primary key, so of two
/// saves over one version the second is a 409 on every engine. Audited; returns the row saved.
pub async fn save<C: ConnectionTrait>(db: &C, ctx: &Ctx, kind: &str, active: bool, settings: Option<Value>, expected: Option<i32>) -> ApiResult<integration::Model> {
    let current = row(db, ctx.company.id, kind).await?;
    let version = current.as_ref().map_or(0, |r| r.version);
    let read = expected.unwrap_or(version);
    if read != version {
        return Err(ApiError::conflict());
    }
    let now = Utc::now();
    if current.is_some() {
        let result = integration::Entity::update_many()
            .col_expr(integration::Column::Active, Expr::value(active))
            .col_expr(integration::Column::Settings, Expr::value(settings.clone()))
            .col_expr(integration::Column::Version, Expr::value(read + 1))
            .col_expr(integration::Column::UpdatedAt, Expr::value(now))
            .filter(integration::Column::CompanyId.eq(ctx.company.id))
            .filter(integration::Column::Kind.eq(kind))
            .filter(integration::Column::Version.eq(read))
            .exec(db)
            .await?;
        concurrency::check(result, true)?;
    } else {
        let new = integration::ActiveModel { company_id: Set(ctx.company.id), kind: Set(kind.into()), active: Set(active), settings: Set(settings), version: Set(1), updated_at: Set(now) };
        integration::Entity::insert(new).exec_without_returning(db).await.map_err(|e| platform::db::unique_or(e, ApiError::conflict))?;
    }
    let action = match (current.as_ref().is_some_and(|r| r.active), active) {
        (false, true) => "integration.activated",
        (true, false) => "integration.deactivated",
        _ => "integration.updated",
    };
    audit::record(db, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "integration", after: Some(json!({"kind": kind, "active": active})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    row(db, ctx.company.id, kind).await?.ok_or_else(|| ApiError::internal("integration not saved"))
}
