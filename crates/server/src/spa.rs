//! The SPA built into the binary, under `/app/`: hashed assets cached for a year, `index.html` never cached, and
//! unknown paths answered with `index.html` so the SPA shows its own not-found page. The owners' portal is its own
//! light entry: every path under `/app/propietarios/` that is not a file is answered with `portal.html`.

use axum::{
    extract::Path,
    http::{header, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use rust_embed::Embed;

/// Source maps stay out of the binary (the BIM viewer's alone are tens of megabytes); they remain in `web/dist`.
#[derive(Embed)]
#[folder = "../../web/dist"]
#[exclude = "*.map"]
#[exclude = "**/*.map"]
struct Dist;

pub fn router() -> Router {
    Router::new()
        .route("/", get(|| async { Redirect::temporary("/app/login") }))
        .route("/app", get(|| async { Redirect::permanent("/app/") }))
        .route("/app/", get(|| async { index() }))
        .route("/app/{*path}", get(asset))
}

async fn asset(Path(path): Path<String>) -> Response {
    match Dist::get(&path) {
        Some(file) if !path.ends_with(".html") => {
            let cache = if path.starts_with("assets/") {
                "public, max-age=31536000, immutable"
            } else if path.ends_with("sw.js") || path.ends_with(".webmanifest") {
                // A service worker and its manifest must be seen fresh, or a new version never reaches the phones.
                "no-cache"
            } else {
                "public, max-age=3600"
            };
            let mime = file.metadata.mimetype().to_string();
            ([(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, cache.to_string())], file.data).into_response()
        }
        _ if path.starts_with("assets/") => StatusCode::NOT_FOUND.into_response(),
        // The delivery visit's answer page e-mailed to owners before the portal existed stays in the main app.
        _ if path.starts_with("propietarios/entrega/") => index(),
        _ if path == "propietarios" || path.starts_with("propietarios/") => page("portal.html"),
        _ => index(),
    }
}

fn index() -> Response {
    page("index.html")
}

fn page(name: &str) -> Response {
    match Dist::get(name) {
        Some(file) => ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], file.data).into_response(),
        None => (StatusCode::SERVICE_UNAVAILABLE, "La interfaz no fue compilada: ejecuta `npm --prefix web run build`.").into_response(),
    }
}
