//! Every request runs in a `request` span carrying its id (the caller's `X-Request-Id` when it is a sane token,
//! otherwise a new one, echoed in the answer) and, once known, its company: each log line written while serving it
//! carries both (technical insights, logs). Requests slower than `SLOW_MS` are logged and remembered.

use std::time::Instant;

use axum::{
    extract::Request,
    http::{HeaderName, HeaderValue},
    middleware::Next,
    response::Response,
};
use tracing::Instrument;

static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// A request slower than this is worth a look.
pub const SLOW_MS: u64 = 500;

fn sane(id: &str) -> bool {
    (8..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

pub async fn span(request: Request, next: Next) -> Response {
    let id = request.headers().get(&REQUEST_ID).and_then(|v| v.to_str().ok()).filter(|v| sane(v)).map(String::from).unwrap_or_else(|| uuid::Uuid::now_v7().simple().to_string());
    let (method, path) = (request.method().to_string(), request.uri().path().to_string());
    let span = tracing::info_span!("request", request_id = %id, company_id = tracing::field::Empty, method = %method, path = %path);
    let started = Instant::now();
    let mut response = next.run(request).instrument(span.clone()).await;
    let ms = started.elapsed().as_millis() as u64;
    let status = response.status().as_u16();
    // Long-lived streams (server-sent events) are not slow requests.
    let streaming = response.headers().get(axum::http::header::CONTENT_TYPE).is_some_and(|t| t.as_bytes().starts_with(b"text/event-stream"));
    if ms >= SLOW_MS && path.starts_with("/api/") && !streaming {
        span.in_scope(|| tracing::warn!(ms, status, "slow request"));
        platform::logbook::slow(platform::logbook::SlowRequest { at: chrono::Utc::now(), method, path, status, ms, request_id: id.clone() });
    } else {
        span.in_scope(|| tracing::debug!(ms, status, "request"));
    }
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID.clone(), value);
    }
    response
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_short_plain_tokens_are_taken_from_the_caller() {
        assert!(super::sane("0192f3a4-bc1d-7e00-8a2b-3c4d5e6f7a8b"));
        assert!(!super::sane("short"));
        assert!(!super::sane("with spaces and more"));
        assert!(!super::sane(&"x".repeat(65)));
    }
}
