//! Assembles the HTTP service: every module's routes, the OpenAPI document, the legacy v1 entry point, and the
//! middleware every request passes (anti-forgery, localized errors, security headers, tracing).

use std::sync::Arc;

use axum::{
    extract::Request,
    http::{header, HeaderValue},
    middleware,
    response::IntoResponse,
    routing::{any, get},
    Router,
};
use platform::{error::localize_errors, ApiError, AppState};
use tower_http::set_header::SetResponseHeaderLayer;

mod legacy;
mod requests;

/// The OpenAPI document generated from the handlers (committed as `openapi.json`).
pub fn openapi() -> utoipa::openapi::OpenApi {
    crate::router().split_for_parts().1
}

/// The whole service. `extra` holds routes added by the binary (the SPA), which get the same middleware.
pub fn build(state: AppState, extra: Router) -> Router {
    let (routes, doc) = crate::router().split_for_parts();
    let doc = Arc::new(doc.to_pretty_json().unwrap_or_default());
    let inner: Router = routes
        .route("/api/openapi.json", get(move || openapi_json(doc.clone())))
        .route("/api/{*rest}", any(api_not_found))
        .with_state(state.clone());
    let dispatcher = inner.clone();
    inner
        .route("/api/v1/api.php", any(move |request: Request| legacy::dispatch(dispatcher.clone(), request)))
        .merge(extra)
        .layer(middleware::from_fn_with_state(state.clone(), portal_framing))
        .layer(last_resort())
        .layer(middleware::from_fn_with_state(state.clone(), platform::csrf::protect))
        .layer(middleware::from_fn_with_state(state, platform::api_keys::limit))
        .layer(middleware::from_fn(localize_errors))
        .layer(SetResponseHeaderLayer::if_not_present(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")))
        .layer(SetResponseHeaderLayer::if_not_present(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")))
        .layer(SetResponseHeaderLayer::if_not_present(header::REFERRER_POLICY, HeaderValue::from_static("same-origin")))
        .layer(SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP)))
        .layer(SetResponseHeaderLayer::if_not_present(header::HeaderName::from_static("permissions-policy"), HeaderValue::from_static(PERMISSIONS)))
        .layer(middleware::from_fn(api_no_store))
        .layer(middleware::from_fn(requests::span))
}

/// The interface's Content-Security-Policy (docs/decisions.md, Hardening): only our own scripts, plus the
/// WebAssembly the IFC reader compiles and the blob: workers the BIM viewer starts; Mantine's runtime styles; images
/// and PDFs previewed from blob: URLs; no framing by anybody. Files served from storage carry their own, stricter
/// policy (`storage::serve`), which this does not replace.
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; object-src 'self' blob:; frame-src 'self' blob:; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The owners' portal embedded in a company's site (`/app/propietarios/portal/{project}/…`): its page may be framed
/// by the origins the project's iframe setting lists while the setting is on; every other page by nobody.
async fn portal_framing(axum::extract::State(state): axum::extract::State<AppState>, request: Request, next: middleware::Next) -> axum::response::Response {
    let project = request.uri().path().strip_prefix("/app/propietarios/portal/").and_then(|rest| rest.split('/').next()).and_then(|id| uuid::Uuid::parse_str(id).ok());
    let mut response = next.run(request).await;
    let Some(project) = project else { return response };
    let setting = crate::portal::iframe_of(&state.db, project).await.ok().flatten().filter(|i| i.enabled);
    // Only the origin of each listed address goes in the header (nothing of a path or a query can reach it).
    let origins: Vec<String> = setting.map(|i| i.allowed_origins).unwrap_or_default().iter().filter_map(|o| url::Url::parse(o.trim()).ok()).map(|u| u.origin().ascii_serialization()).filter(|o| o.starts_with("http")).collect();
    if !origins.is_empty() {
        let csp = CSP.replace("frame-ancestors 'none'", &format!("frame-ancestors 'self' {}", origins.join(" ")));
        if let Ok(value) = HeaderValue::from_str(&csp) {
            response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, value);
            // `frame-ancestors` decides; X-Frame-Options has no way to name several sites.
            response.headers_mut().insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("ALLOWALL"));
        }
    }
    response
}

/// The camera for site photos and the position of a visit are ours to ask for; nothing else is.
const PERMISSIONS: &str = "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), bluetooth=()";

/// API answers are personal and current: no cache keeps them, unless the handler chose otherwise (file downloads
/// with their ETag).
async fn api_no_store(request: Request, next: middleware::Next) -> axum::response::Response {
    let api = request.uri().path().starts_with("/api/");
    let mut response = next.run(request).await;
    if api && !response.headers().contains_key(header::CACHE_CONTROL) {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// A handler that panics still answers: 500 'Ha ocurrido un error' (localized by the layer outside), and the panic
/// goes to the log. A last resort: every known input is refused before it can panic.
fn last_resort() -> tower_http::catch_panic::CatchPanicLayer<fn(Box<dyn std::any::Any + Send + 'static>) -> axum::response::Response> {
    fn answer(panic: Box<dyn std::any::Any + Send + 'static>) -> axum::response::Response {
        let detail = panic.downcast_ref::<String>().map(String::as_str).or_else(|| panic.downcast_ref::<&str>().copied()).unwrap_or("a panic without a message");
        ApiError::internal(format!("handler panicked: {detail}")).into_response()
    }
    tower_http::catch_panic::CatchPanicLayer::custom(answer as fn(_) -> _)
}

async fn openapi_json(doc: Arc<String>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], doc.as_str().to_owned())
}

/// Unknown API paths answer the JSON 404, not the SPA.
async fn api_not_found() -> ApiError {
    ApiError::not_found()
}

#[cfg(test)]
mod tests {
    use axum::{body::Body, http::{Request, StatusCode}, routing::get, Router};
    use tower::ServiceExt;

    #[tokio::test]
    async fn a_panicking_handler_still_answers_500() {
        #[allow(clippy::panic)]
        async fn boom() -> &'static str {
            panic!("boom")
        }
        let app = Router::new().route("/boom", get(boom)).layer(super::last_resort());
        let res = app.oneshot(Request::get("/boom").body(Body::empty()).unwrap_or_default()).await;
        let res = res.unwrap_or_else(|never| match never {});
        assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = axum::body::to_bytes(res.into_body(), 10_000).await.unwrap_or_default();
        assert!(String::from_utf8_lossy(&body).contains("Ha ocurrido un error"), "{body:?}");
    }
}
