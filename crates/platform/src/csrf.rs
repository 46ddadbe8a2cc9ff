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
    // The owners' portal sends no cookie (its session is a bearer token a browser never adds on its own, and it
    // may run in a third-party iframe where cookies are dropped): only the Origin check below applies to it.
    // Neither does a client with an API key (a bearer header, no session cookie).
    if !request.uri().path().starts_with("/api/portal/") && crate::api_keys::bearer(headers).is_none() {
        let cookie = cookie_value(headers, COOKIE).unwrap_or_default();
        let sent = headers.get(HEADER).and_then(|v| v.to_str().ok()).unwrap_or_default();
        // The SPA reads the cookie through document.cookie, which keeps it URL-encoded.
        let sent = sent.replace("%3D", "=");
        if cookie.is_empty() || !security::constant_time_eq(cookie.as_bytes(), sent.as_bytes()) {
            return csrf_error().into_response();
        }
    }
    // A request without Origin passes on the token alone: browsers send Origin on every cross-site POST, and
    // API clients that are not browsers (scripts, integrations) do not send it and cannot read our cookie anyway.
    if let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or_default();
        if !origin_allowed(origin, host, &state.config.public_url) {
            return csrf_error().into_response();
        }
    }
    next.run(request).await
}

/// The Origin matches exactly (scheme, host and port) the public URL's origin, or the host the request was sent to
/// on the public URL's scheme.
pub fn origin_allowed(origin: &str, host: &str, public_url: &str) -> bool {
    let Ok(parsed) = url::Url::parse(origin) else { return false };
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        return false;
    }
    let Ok(public) = url::Url::parse(public_url) else { return false };
    let origin_text = parsed.origin().ascii_serialization();
    if origin_text == public.origin().ascii_serialization() {
        return true;
    }
    // Another name of this server (localhost for 127.0.0.1): the host the request went to, on the public scheme.
    let authority = origin_text.split_once("://").map(|(_, rest)| rest).unwrap_or_default();
    parsed.scheme() == public.scheme() && !host.is_empty() && authority.eq_ignore_ascii_case(host)
}

#[cfg(test)]
mod tests {
    use super::origin_allowed;

    #[test]
    fn only_an_exact_origin_passes() {
        let public = "http://127.0.0.1:8080";
        assert!(origin_allowed("http://127.0.0.1:8080", "127.0.0.1:8080", public));
        assert!(origin_allowed("https://obra.example", "obra.example", "https://obra.example/"));
        assert!(origin_allowed("http://localhost:8080", "localhost:8080", public), "the host the request went to");
        for bad in ["http://1:8080", "http://7.0.0.1:8080", "http://127.0.0.1:8081", "https://127.0.0.1:8080", "http://evil.example", "null", "127.0.0.1:8080"] {
            assert!(!origin_allowed(bad, "127.0.0.1:8080", public), "{bad}");
        }
    }
}
