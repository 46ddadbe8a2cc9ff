//! "Probar conexión": each connector's standard first call, written to its log.

use axum::{extract::{Path, State}, Json};
use platform::{context::Ctx, envelope::One, i18n::Msg, ApiResult, AppState};
use reqwest::Method;
use serde_json::Value;

use super::{dto::OutcomeOut, fields::text, log, policy, store, webdav::Dav};
use crate::config::webhooks::guard;

/// Tries the connector's saved settings (active or not) and says what happened.
#[utoipa::path(post, operation_id = "test_connector", path = "/integrations/connectors/{kind}/test", tag = "config", params(("kind" = String, Path)), responses((status = 200, body = One<OutcomeOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn test(State(state): State<AppState>, ctx: Ctx, Path(kind): Path<String>) -> ApiResult<Json<One<OutcomeOut>>> {
    policy::can_manage(&ctx)?;
    let kind = store::kind(&kind)?;
    let settings = store::settings(store::row(&state.db, ctx.company.id, kind).await?.as_ref());
    let loopback = store::loopback(&state);
    let result = match kind {
        "crm" => bearer_get(&format!("{}/crm/v3/pipelines/tickets/{}", text(&settings, "base_url"), text(&settings, "pipeline_id")), &text(&settings, "access_token"), loopback).await,
        "construction" => oauth(&settings, loopback).await,
        "hr" => bearer_get(&format!("{}/workers", text(&settings, "base_url").trim_end_matches('/')), &text(&settings, "api_key"), loopback).await,
        "cloud_storage" => dav_root(&settings, loopback).await,
        _ => bearer_get(&text(&settings, "base_url"), &text(&settings, "api_key"), loopback).await,
    };
    let (ok, message) = match result {
        Ok(detail) => (true, Msg::new("connectors.test_ok").arg("detail", detail).render(ctx.locale)),
        Err(err) => (false, Msg::new("connectors.remote_error").arg("detail", err).render(ctx.locale)),
    };
    log::write(&state.db, ctx.company.id, kind, ok, "test", &message, Some(ctx.user.id)).await?;
    Ok(Json(One::new(OutcomeOut { ok, message, count: 0 })))
}

/// A request through the guarded client (short timeout).
pub async fn call(method: Method, url: &str, loopback: bool) -> Result<reqwest::RequestBuilder, String> {
    guard::check(url, loopback).await.map_err(|r| format!("refused URL ({})", r.key()))?;
    Ok(guard::client(loopback, false).request(method, url))
}

/// `GET url` with a bearer token: 2xx is a success.
async fn bearer_get(url: &str, token: &str, loopback: bool) -> Result<String, String> {
    let response = call(Method::GET, url, loopback).await?.bearer_auth(token).send().await.map_err(|e| e.to_string())?;
    let status = response.status();
    if status.is_success() { Ok(format!("HTTP {}", status.as_u16())) } else { Err(format!("HTTP {}", status.as_u16())) }
}

/// OAuth 2 client credentials (RFC 6749 §4.4) at `{base_url}/oauth/token`.
async fn oauth(settings: &Value, loopback: bool) -> Result<String, String> {
    let url = format!("{}/oauth/token", text(settings, "base_url").trim_end_matches('/'));
    let form = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("grant_type", "client_credentials")
        .append_pair("client_id", &text(settings, "client_id"))
        .append_pair("client_secret", &text(settings, "client_secret"))
        .finish();
    let response = call(Method::POST, &url, loopback).await?.header("Content-Type", "application/x-www-form-urlencoded").body(form).send().await.map_err(|e| e.to_string())?;
    let status = response.status();
    let body: Value = response.json().await.unwrap_or_default();
    match body.get("access_token").and_then(Value::as_str) {
        Some(_) if status.is_success() => Ok(format!("HTTP {}: token", status.as_u16())),
        _ => Err(format!("HTTP {}: no access_token", status.as_u16())),
    }
}

/// The root collection answers PROPFIND (it is created when missing).
async fn dav_root(settings: &Value, loopback: bool) -> Result<String, String> {
    guard::check(&text(settings, "url"), loopback).await.map_err(|r| format!("refused URL ({})", r.key()))?;
    let dav = Dav::new(settings, loopback)?;
    if dav.list(&[]).await?.is_none() {
        dav.mkcol(&[]).await?;
    }
    let entries = dav.list(&[]).await?.unwrap_or_default();
    Ok(format!("WebDAV: {} entries", entries.len()))
}
