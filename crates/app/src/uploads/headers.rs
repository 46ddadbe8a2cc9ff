//! The tus 1.0 headers.

use std::collections::HashMap;

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use base64::Engine;
use platform::{i18n::Msg, ApiError, ApiResult};

pub const RESUMABLE: &str = "Tus-Resumable";
pub const VERSION: &str = "1.0.0";
pub const UPLOAD_OFFSET: &str = "Upload-Offset";
pub const UPLOAD_LENGTH: &str = "Upload-Length";
pub const UPLOAD_METADATA: &str = "Upload-Metadata";
/// The record a finished upload became (our own header; the SPA reads it after the last PATCH).
pub const RESULT_ID: &str = "Obra-Item-Id";
pub const OFFSET_CONTENT_TYPE: &str = "application/offset+octet-stream";

pub fn bad_request() -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, "upload.bad_request", "upload.bad_request")
}

pub fn number(headers: &HeaderMap, name: &str) -> ApiResult<Option<u64>> {
    match headers.get(name) {
        None => Ok(None),
        Some(v) => v.to_str().ok().and_then(|s| s.trim().parse().ok()).map(Some).ok_or_else(bad_request),
    }
}

/// `key base64value,key2 base64value2` → map (a key may come without a value).
pub fn metadata(headers: &HeaderMap) -> ApiResult<HashMap<String, String>> {
    let Some(raw) = headers.get(UPLOAD_METADATA) else { return Ok(HashMap::new()) };
    let raw = raw.to_str().map_err(|_| bad_request())?;
    let mut map = HashMap::new();
    for pair in raw.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once(' ').unwrap_or((pair, ""));
        let bytes = base64::engine::general_purpose::STANDARD.decode(value.trim()).map_err(|_| bad_request())?;
        map.insert(key.to_string(), String::from_utf8(bytes).map_err(|_| bad_request())?);
    }
    Ok(map)
}

pub fn is_offset_stream(headers: &HeaderMap) -> bool {
    headers.get(axum::http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with(OFFSET_CONTENT_TYPE))
}

pub fn unsupported_type() -> ApiError {
    ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, "upload.bad_request", "upload.bad_request")
}

pub fn unknown_purpose() -> ApiError {
    ApiError::field("purpose", Msg::new("upload.purpose"))
}

pub fn set(headers: &mut HeaderMap, name: &'static str, value: impl ToString) {
    if let Ok(v) = HeaderValue::from_str(&value.to_string()) {
        headers.insert(name, v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_pairs_are_base64() {
        let mut h = HeaderMap::new();
        h.insert(UPLOAD_METADATA, HeaderValue::from_static("filename cGxhbm8ucGRm,purpose Y2JveA==,is_confidential"));
        let m = metadata(&h).unwrap_or_default();
        assert_eq!(m.get("filename").map(String::as_str), Some("plano.pdf"));
        assert_eq!(m.get("purpose").map(String::as_str), Some("cbox"));
        assert_eq!(m.get("is_confidential").map(String::as_str), Some(""));
        h.insert(UPLOAD_METADATA, HeaderValue::from_static("filename !!!"));
        assert!(metadata(&h).is_err());
    }
}
