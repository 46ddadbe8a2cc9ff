//! Module activation and plan upgrade requests (SPEC §1, §4 Activation request): a user asks from a module's
//! landing page; the provider's sales team gets an e-mail and an entry in its list; the request moves through
//! sent → in progress → enabled, and enabling an upgrade puts the company on the full plan.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod admin;
mod dto;
mod policy;
mod requests;

pub use dto::{ActivationRequestOut, Kind, Status};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(requests::list))
        .routes(routes!(requests::create))
        .routes(routes!(admin::list_all))
        .routes(routes!(admin::update_status))
}
