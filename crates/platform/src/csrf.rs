//! Anti-forgery: the double-submit token (`XSRF-TOKEN` cookie, readable by the SPA, echoed in `X-XSRF-TOKEN` on
//! every state-changing call) plus an `Origin` check. Safe methods pass.

use axum::{
    extract::{Request, State},
    http::{header, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::ApiError, security, session::cookie_value, state::AppState};

pub const COOKIE: &str = "XSRF-TOKEN";
pub const HEADER: &str = "x-xsrf-token";

/// `GET /csrf-cookie`: issues a fresh token cookie.
pub async fn issue(State(state): State<AppState>) -> Response {
    let secure = if state.config.secure_cookies { "; Secure" } else { "" };
    let cookie = format!("{COOKIE}={}; Path=/; SameSite=Lax{secure}", security::random_token());
    let mut response = StatusCode::NO_CONTENT.into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

fn csrf_error() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "csrf", "error.csrf")
}

/// Middleware for every route.
pub async fn protect(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return next.run(request).await;
    }
    let headers = request.headers();
    let cookie = cookie_value(headers, COOKIE).unwrap_or_default();
    let sent = headers.get(HEADER).and_then(|v| v.to_str().ok()).unwrap_or_default();
    // The SPA reads the cookie through document.cookie, which keeps it URL-encoded.
    let sent = sent.replace("%3D", "=");
    if cookie.is_empty() || !security::constant_time_eq(cookie.as_bytes(), sent.as_bytes()) {
        return csrf_error().into_response();
    }
    if let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or_default();
        let origin_host = origin.split("://").nth(1).unwrap_or(origin);
        if origin_host != host && !state.config.public_url.trim_end_matches('/').ends_with(origin_host) {
            return csrf_error().into_response();
        }
    }
    next.run(request).await
}
