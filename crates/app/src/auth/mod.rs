//! Sign-in and account flows (SPEC §2 public routes, §6, §8): sign-in and sign-out with server sessions, the
//! current user (`/me`), registration with real progress, first-time setup and password reset.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod emails;
pub mod login;
pub mod me;
pub mod names;
pub mod password_reset;
pub mod provision;
pub mod preferences;
pub mod register;
pub mod setup;

/// Routes outside `/api` (SPEC §7): sign-in, sign-out, registration and the CSRF cookie.
pub fn public_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login::login))
        .routes(routes!(login::logout))
        .routes(routes!(register::register))
        .routes(routes!(register::progress))
        .routes(routes!(csrf_cookie))
}

pub fn api_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(me::me))
        .routes(routes!(preferences::update))
        .routes(routes!(setup::setup))
        .routes(routes!(password_reset::request))
        .routes(routes!(password_reset::confirm))
}

/// Issues the `XSRF-TOKEN` cookie the SPA echoes in `X-XSRF-TOKEN` on every state-changing call.
#[utoipa::path(get, operation_id = "csrf_cookie", path = "/csrf-cookie", tag = "auth", responses((status = 204, description = "Cookie set")))]
pub async fn csrf_cookie(state: axum::extract::State<AppState>) -> axum::response::Response {
    platform::csrf::issue(state).await
}
