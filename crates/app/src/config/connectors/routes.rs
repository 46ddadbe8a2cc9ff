//! The connectors' screens: the index, each connector's settings and activation, and its log.

use axum::{extract::{Path, State}, Json};
use platform::{context::Ctx, envelope::One, error::JsonBody, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde_json::json;

use super::{dto::*, fields, log::entity as log, policy, store};
use crate::config::webhooks::{entity::integration, KIND as WEBHOOKS};

/// Every connector of the company with its state, webhooks included.
#[utoipa::path(get, operation_id = "list_integrations", path = "/integrations", tag = "config", responses((status = 200, body = One<Vec<ConnectorSummary>>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<ConnectorSummary>>>> {
    policy::can_manage(&ctx)?;
    let rows = integration::Entity::find().filter(integration::Column::CompanyId.eq(ctx.company.id)).all(&state.db).await?;
    let mut out = Vec::new();
    for kind in std::iter::once(WEBHOOKS).chain(fields::KINDS.iter().map(|(k, _)| *k)) {
        let row = rows.iter().find(|r| r.kind == kind);
        let last_error = log::Entity::find()
            .filter(log::Column::CompanyId.eq(ctx.company.id))
            .filter(log::Column::Kind.eq(kind))
            .filter(log::Column::Level.eq("error"))
            .order_by_desc(log::Column::CreatedAt)
            .one(&state.db)
            .await?;
        let configured = kind == WEBHOOKS || fields::configured(kind, &store::settings(row));
        out.push(ConnectorSummary { kind: kind.into(), active: row.is_some_and(|r| r.active), configured, last_error_at: last_error.map(|l| l.created_at), updated_at: row.map(|r| r.updated_at) });
    }
    Ok(Json(One::new(out)))
}

fn out(kind: &str, row: Option<&integration::Model>) -> ConnectorOut {
    let (settings, secrets_set) = fields::shown(kind, &store::settings(row));
    ConnectorOut { kind: kind.into(), active: row.is_some_and(|r| r.active), settings, secrets_set, version: row.map_or(0, |r| r.version), updated_at: row.map(|r| r.updated_at) }
}

/// A connector's settings (without secrets) and activation.
#[utoipa::path(get, operation_id = "get_connector", path = "/integrations/connectors/{kind}", tag = "config", params(("kind" = String, Path)), responses((status = 200, body = One<ConnectorOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, Path(kind): Path<String>) -> ApiResult<Json<One<ConnectorOut>>> {
    policy::can_manage(&ctx)?;
    let kind = store::kind(&kind)?;
    let row = store::row(&state.db, ctx.company.id, kind).await?;
    Ok(Json(One::new(out(kind, row.as_ref()))))
}

/// Saves a connector's settings and activation over `version`; activating needs every required setting.
#[utoipa::path(put, operation_id = "save_connector", path = "/integrations/connectors/{kind}", tag = "config", params(("kind" = String, Path)), request_body = ConnectorIn, responses((status = 200, body = One<ConnectorOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, Path(kind): Path<String>, JsonBody(input): JsonBody<ConnectorIn>) -> ApiResult<Json<One<ConnectorOut>>> {
    policy::can_manage(&ctx)?;
    let kind = store::kind(&kind)?;
    let current = store::row(&state.db, ctx.company.id, kind).await?;
    let active = input.active.unwrap_or_else(|| current.as_ref().is_some_and(|r| r.active));
    let settings = fields::merge(kind, &store::settings(current.as_ref()), input.settings.as_ref().unwrap_or(&json!({})), active, store::loopback(&state)).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let saved = store::save(&txn, &ctx, kind, active, Some(settings), input.version).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(kind, Some(&saved)))))
}

/// The connector's log: the last 100 rows, newest first.
#[utoipa::path(get, operation_id = "list_connector_logs", path = "/integrations/connectors/{kind}/logs", tag = "config", params(("kind" = String, Path)), responses((status = 200, body = One<Vec<LogRowOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn logs(State(state): State<AppState>, ctx: Ctx, Path(kind): Path<String>) -> ApiResult<Json<One<Vec<LogRowOut>>>> {
    policy::can_manage(&ctx)?;
    let kind = store::kind(&kind)?;
    let rows = log::Entity::find()
        .filter(log::Column::CompanyId.eq(ctx.company.id))
        .filter(log::Column::Kind.eq(kind))
        .order_by_desc(log::Column::CreatedAt)
        .limit(100)
        .all(&state.db)
        .await?;
    Ok(Json(One::new(rows.into_iter().map(|r| LogRowOut { id: r.id, level: r.level, action: r.action, message: r.message, created_at: r.created_at }).collect())))
}
