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
        .layer(middleware::from_fn_with_state(state, platform::csrf::protect))
        .layer(middleware::from_fn(localize_errors))
        .layer(SetResponseHeaderLayer::if_not_present(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")))
        .layer(SetResponseHeaderLayer::if_not_present(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")))
        .layer(SetResponseHeaderLayer::if_not_present(header::REFERRER_POLICY, HeaderValue::from_static("same-origin")))
        .layer(tower_http::trace::TraceLayer::new_for_http())
}

async fn openapi_json(doc: Arc<String>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], doc.as_str().to_owned())
}

/// Unknown API paths answer the JSON 404, not the SPA.
async fn api_not_found() -> ApiError {
    ApiError::not_found()
}
