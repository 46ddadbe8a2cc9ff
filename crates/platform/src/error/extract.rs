//! JSON and query extractors whose rejections are our localized 422 instead of axum's plain-text 400/415.

use axum::{
    extract::{FromRequest, FromRequestParts, Query, Request},
    http::request::Parts,
};
use serde::de::DeserializeOwned;

use super::ApiError;
use crate::i18n::Msg;

/// `Json<T>` with a 422 `{errors: {body: [...]}}` when the body is missing or malformed, and a 422 on the field
/// (`owners.0.first_name`) when a text holds a control character (NUL, escape…), whatever the handler does next.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bad = || ApiError::field("body", Msg::new("validation.invalid_json"));
        let value = match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(value)) => value,
            Err(rejection) => {
                tracing::debug!(%rejection, "rejected JSON body");
                return Err(bad());
            }
        };
        if let Some(field) = control_in(&value, String::new()) {
            return Err(ApiError::field(if field.is_empty() { "body" } else { &field }, Msg::new("validation.control_chars")));
        }
        serde_json::from_value(value).map(Self).map_err(|err| {
            tracing::debug!(%err, "rejected JSON body");
            bad()
        })
    }
}

/// The path of the first string (or key) holding a control character.
fn control_in(value: &serde_json::Value, path: String) -> Option<String> {
    use crate::validate::rules::has_control;
    let join = |key: &str| if path.is_empty() { key.to_string() } else { format!("{path}.{key}") };
    match value {
        serde_json::Value::String(s) => has_control(s).then_some(path),
        serde_json::Value::Array(items) => items.iter().enumerate().find_map(|(i, v)| control_in(v, join(&i.to_string()))),
        serde_json::Value::Object(map) => map.iter().find_map(|(k, v)| if has_control(k) { Some(path.clone()) } else { control_in(v, join(k)) }),
        _ => None,
    }
}

/// `Query<T>` with a 422 `{errors: {query: [...]}}` when a parameter has the wrong shape.
pub struct QueryParams<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for QueryParams<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let raw = parts.uri.query().unwrap_or_default();
        let decoded = url::form_urlencoded::parse(raw.as_bytes()).any(|(k, v)| crate::validate::rules::has_control(&k) || crate::validate::rules::has_control(&v));
        if decoded {
            return Err(ApiError::field("query", Msg::new("validation.control_chars")));
        }
        match Query::<T>::from_request_parts(parts, state).await {
            Ok(Query(value)) => Ok(Self(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "rejected query");
                Err(ApiError::field("query", Msg::new("validation.invalid_query")))
            }
        }
    }
}

/// A single `{id}` path segment that must be a UUID; anything else is simply not found (404), not a 400.
pub struct IdPath(pub uuid::Uuid);

impl<S: Send + Sync> FromRequestParts<S> for IdPath {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<uuid::Uuid>::from_request_parts(parts, state).await.map(|p| Self(p.0)).map_err(|_| ApiError::not_found())
    }
}

/// Two UUID path segments (`/{id}/…/{other}`); anything else is not found (404).
pub struct IdPair(pub uuid::Uuid, pub uuid::Uuid);

impl<S: Send + Sync> FromRequestParts<S> for IdPair {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<(uuid::Uuid, uuid::Uuid)>::from_request_parts(parts, state).await.map(|p| Self(p.0 .0, p.0 .1)).map_err(|_| ApiError::not_found())
    }
}

/// A JSON body that may be absent (DELETE often has none): empty is `None`, malformed is the usual 422.
pub struct OptionalJson<T>(pub Option<T>);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for OptionalJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = axum::body::Bytes::from_request(req, state).await.map_err(|_| ApiError::field("body", Msg::new("validation.invalid_json")))?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(Self(None));
        }
        serde_json::from_slice(&bytes).map(|v| Self(Some(v))).map_err(|_| ApiError::field("body", Msg::new("validation.invalid_json")))
    }
}
