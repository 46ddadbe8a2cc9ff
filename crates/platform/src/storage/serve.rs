//! Serving stored files over HTTP: RFC 6266 `Content-Disposition` with an RFC 5987 UTF-8 name, single byte ranges
//! (RFC 9110 §14), and never user content as active content from the app's origin: anything but a PDF or an
//! image goes out as an attachment, sandboxed by its Content-Security-Policy.

use std::ops::Range;

use axum::{
    body::Body,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::Response,
};
use futures::TryStreamExt;

use super::Storage;
use crate::ApiError;

/// What to serve.
pub struct FileOut<'a> {
    pub key: &'a str,
    pub name: &'a str,
    pub mime: &'a str,
    pub size: u64,
    /// Shown in the browser (only honoured for PDF and images).
    pub inline: bool,
    pub etag: Option<&'a str>,
}

/// Inline types: a PDF and raster images. SVG and HTML can carry scripts and are always attachments.
pub fn inline_safe(mime: &str) -> bool {
    matches!(mime, "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp")
}

/// `attachment; filename="plano-t.pdf"; filename*=UTF-8''plano%20t%C3%A9cnico.pdf`.
pub fn content_disposition(inline: bool, name: &str) -> String {
    let fallback: String = name.chars().map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' && c != '%' || c == ' ' { c } else { '_' }).collect();
    let encoded: String = name
        .bytes()
        .map(|b| if b.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect();
    format!("{}; filename=\"{fallback}\"; filename*=UTF-8''{encoded}", if inline { "inline" } else { "attachment" })
}

/// A `Range` header no byte of the file satisfies (416).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsatisfiable;

/// The one range of a `Range: bytes=…` header. `Ok(None)`: no header (or one we ignore, like several ranges);
/// `Err(Unsatisfiable)`: unsatisfiable.
pub fn parse_range(headers: &HeaderMap, size: u64) -> Result<Option<Range<u64>>, Unsatisfiable> {
    let Some(value) = headers.get(header::RANGE).and_then(|v| v.to_str().ok()) else { return Ok(None) };
    let Some(spec) = value.trim().strip_prefix("bytes=") else { return Ok(None) };
    if spec.contains(',') {
        return Ok(None);
    }
    let (start, end) = spec.split_once('-').ok_or(Unsatisfiable)?;
    let range = match (start.trim(), end.trim()) {
        ("", suffix) => {
            let n: u64 = suffix.parse().map_err(|_| Unsatisfiable)?;
            if n == 0 {
                return Err(Unsatisfiable);
            }
            size.saturating_sub(n)..size
        }
        (start, "") => start.parse::<u64>().map_err(|_| Unsatisfiable)?..size,
        (start, end) => {
            let (s, e): (u64, u64) = (start.parse().map_err(|_| Unsatisfiable)?, end.parse().map_err(|_| Unsatisfiable)?);
            if e < s {
                return Err(Unsatisfiable);
            }
            s..e.saturating_add(1).min(size)
        }
    };
    if range.start >= size { Err(Unsatisfiable) } else { Ok(Some(range)) }
}

/// Streams the file (or the requested range) with its headers.
pub async fn respond(storage: &Storage, headers: &HeaderMap, file: FileOut<'_>) -> Result<Response, ApiError> {
    let inline = file.inline && inline_safe(file.mime);
    let range = match parse_range(headers, file.size) {
        Ok(range) => range,
        Err(Unsatisfiable) => {
            let mut res = Response::new(Body::empty());
            *res.status_mut() = StatusCode::RANGE_NOT_SATISFIABLE;
            res.headers_mut().insert(header::CONTENT_RANGE, value(&format!("bytes */{}", file.size)));
            return Ok(res);
        }
    };
    let got = storage.read(file.key, range.clone()).await.map_err(|err| match err {
        object_store::Error::NotFound { .. } => ApiError::new(StatusCode::NOT_FOUND, "cbox.file_missing", "cbox.file_missing"),
        other => ApiError::internal(other),
    })?;
    let stream = got.map_err(std::io::Error::other);
    let mut res = Response::new(Body::from_stream(stream));
    let h = res.headers_mut();
    let mime = if inline || file.mime != "text/html" { file.mime } else { "application/octet-stream" };
    h.insert(header::CONTENT_TYPE, value(mime));
    h.insert(header::CONTENT_DISPOSITION, value(&content_disposition(inline, file.name)));
    h.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    if let Some(etag) = file.etag {
        h.insert(header::ETAG, value(&format!("\"{etag}\"")));
    }
    if inline {
        // The SPA previews in an <iframe>: same-origin framing only, and nothing in the file may run scripts.
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("SAMEORIGIN"));
        let csp = if file.mime == "application/pdf" { "default-src 'none'; object-src 'self'; frame-ancestors 'self'" } else { "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'" };
        h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(csp));
    } else {
        h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'none'; sandbox"));
    }
    match range {
        Some(r) => {
            h.insert(header::CONTENT_LENGTH, value(&(r.end - r.start).to_string()));
            h.insert(header::CONTENT_RANGE, value(&format!("bytes {}-{}/{}", r.start, r.end - 1, file.size)));
            *res.status_mut() = StatusCode::PARTIAL_CONTENT;
        }
        None => {
            h.insert(header::CONTENT_LENGTH, value(&file.size.to_string()));
        }
    }
    Ok(res)
}

fn value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static("application/octet-stream"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(v: &str, size: u64) -> Result<Option<Range<u64>>, Unsatisfiable> {
        let mut h = HeaderMap::new();
        h.insert(header::RANGE, HeaderValue::from_str(v).unwrap_or(HeaderValue::from_static("")));
        parse_range(&h, size)
    }

    #[test]
    fn ranges_follow_rfc_9110() {
        assert_eq!(range("bytes=0-99", 1000), Ok(Some(0..100)));
        assert_eq!(range("bytes=900-", 1000), Ok(Some(900..1000)));
        assert_eq!(range("bytes=-100", 1000), Ok(Some(900..1000)));
        assert_eq!(range("bytes=990-2000", 1000), Ok(Some(990..1000)));
        assert_eq!(range("bytes=1000-", 1000), Err(Unsatisfiable));
        assert_eq!(range("bytes=5-1", 1000), Err(Unsatisfiable));
        assert_eq!(range("bytes=0-1,5-6", 1000), Ok(None));
        assert_eq!(range("items=0-1", 1000), Ok(None));
        // The largest end a client can write is the end of the file, never an overflow.
        assert_eq!(range("bytes=10-18446744073709551615", 1000), Ok(Some(10..1000)));
    }

    #[test]
    fn disposition_keeps_unicode_names_and_escapes_quotes() {
        assert_eq!(content_disposition(false, "plano técnico.pdf"), "attachment; filename=\"plano t_cnico.pdf\"; filename*=UTF-8''plano%20t%C3%A9cnico.pdf");
        assert!(content_disposition(true, "a\"b.png").starts_with("inline; filename=\"a_b.png\""));
    }

    #[test]
    fn scripts_never_render_inline() {
        assert!(inline_safe("application/pdf"));
        assert!(!inline_safe("image/svg+xml"));
        assert!(!inline_safe("text/html"));
    }
}
