//! API keys at the door (issue 18): a request with `Authorization: Bearer obra_…` and no session cookie is the
//! key's, acting as the user who created it within its scopes (`read`: safe methods only; `write`: all). Each key
//! has a token bucket of `OBRA_API_KEY_RATE` requests a minute in this process; past it the answer is 429 with
//! `Retry-After`. Buckets are per instance: N instances allow N times the rate (docs/decisions.md).

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
    time::Instant,
};

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::ApiError, i18n::Msg, security::sha256_hex, session, state::AppState};

/// Every key starts with this, so a leaked one is easy to recognise (and to scan for).
pub const PREFIX: &str = "obra_";

/// The key of a request that carries one and no session cookie (the cookie wins: it is the SPA).
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    if session::cookie_value(headers, session::COOKIE).is_some() {
        return None;
    }
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    token.starts_with(PREFIX).then_some(token)
}

/// The stored form of a key.
pub fn hash(token: &str) -> String {
    sha256_hex(token)
}

struct Bucket {
    tokens: f64,
    at: Instant,
}

static BUCKETS: LazyLock<Mutex<HashMap<String, Bucket>>> = LazyLock::new(Mutex::default);
/// Buckets kept before full ones are dropped (unknown keys make buckets too).
const MAX_BUCKETS: usize = 50_000;

/// Takes one token of the key's bucket: `Ok(remaining)` or `Err(seconds until one is back)`.
pub fn take(key_hash: &str, per_minute: u32) -> Result<u32, u64> {
    let capacity = f64::from(per_minute.max(1));
    let per_second = capacity / 60.0;
    let now = Instant::now();
    let mut buckets = BUCKETS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if buckets.len() >= MAX_BUCKETS {
        buckets.retain(|_, b| b.tokens + now.duration_since(b.at).as_secs_f64() * per_second < capacity);
    }
    let bucket = buckets.entry(key_hash.to_string()).or_insert(Bucket { tokens: capacity, at: now });
    bucket.tokens = (bucket.tokens + now.duration_since(bucket.at).as_secs_f64() * per_second).min(capacity);
    bucket.at = now;
    if bucket.tokens >= 1.0 {
        bucket.tokens -= 1.0;
        Ok(bucket.tokens as u32)
    } else {
        Err(((1.0 - bucket.tokens) / per_second).ceil().max(1.0) as u64)
    }
}

/// The rate limit of API keys, before anything else reads the request.
pub async fn limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let Some(token) = bearer(request.headers()) else { return next.run(request).await };
    let per_minute = state.config.api_key_rate;
    match take(&hash(token), per_minute) {
        Ok(remaining) => {
            let mut response = next.run(request).await;
            let headers = response.headers_mut();
            headers.insert("x-ratelimit-limit", HeaderValue::from(per_minute));
            headers.insert("x-ratelimit-remaining", HeaderValue::from(remaining));
            response
        }
        Err(wait) => {
            let error = ApiError::new(StatusCode::TOO_MANY_REQUESTS, "api_key.rate_limited", "api_key.rate_limited").with_message(Msg::new("api_key.rate_limited").arg("seconds", wait));
            let mut response = error.into_response();
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(wait));
            response.headers_mut().insert("x-ratelimit-limit", HeaderValue::from(per_minute));
            response.headers_mut().insert("x-ratelimit-remaining", HeaderValue::from(0u32));
            response
        }
    }
}
