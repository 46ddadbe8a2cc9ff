//! JSON and query extractors whose rejections are our localized 422 instead of axum's plain-text 400/415.

use axum::{
    extract::{FromRequest, FromRequestParts, Query, Request},
    http::request::Parts,
};
use serde::de::DeserializeOwned;

use super::ApiError;
use crate::i18n::Msg;

/// `Json<T>` with a 422 `{errors: {body: [...]}}` when the body is missing or malformed.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Self(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "rejected JSON body");
                Err(ApiError::field("body", Msg::new("validation.invalid_json")))
            }
        }
    }
}

/// `Query<T>` with a 422 `{errors: {query: [...]}}` when a parameter has the wrong shape.
pub struct QueryParams<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for QueryParams<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
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
