//! The benchmark (issue 19): opt-in, anonymised comparison of a company's after-sales and quality figures
//! (failures per delivered unit, days to close a failure, observations per verification, failures by warranty
//! family) against the other opted-in companies, never from fewer than 5 of them (k-anonymity).

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod dto;
mod figures;
mod routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(routes::get)).routes(routes!(routes::opt_in))
}
