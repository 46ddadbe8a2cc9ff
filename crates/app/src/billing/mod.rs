//! Billing (issue 19): the company's plan (free, trial with its days left, full), seats used against the user
//! limit, the modules the plan includes, invoices with their PDF, and the upgrade request (activation); the
//! provider's staff change plans, extend trials, block companies and issue invoices.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod admin;
pub mod dto;
pub mod entity;
mod invoices;
mod overview;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview::get))
        .routes(routes!(overview::pdf))
        .routes(routes!(admin::list))
        .routes(routes!(admin::set_plan))
        .routes(routes!(admin::extend_trial))
        .routes(routes!(admin::set_blocked))
        .routes(routes!(invoices::list, invoices::issue))
        .routes(routes!(invoices::set_status))
}
