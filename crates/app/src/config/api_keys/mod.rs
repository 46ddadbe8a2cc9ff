//! API keys (issue 18, "API for customers"): a company administrator's keys for `/api` v2. A key acts as the user
//! who created it, within its scopes (`read`, or `read` and `write`), until it is revoked or expires; the key is
//! shown once. A request with a key cannot manage keys.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod dto;
mod save;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(save::list, save::create)).routes(routes!(save::revoke))
}
