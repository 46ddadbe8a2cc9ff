//! Webhooks (SPEC §3 Webhook application and log, §4 Webhook event, §9; issue 18): applications with a signing
//! secret, the events they subscribe to, deliveries signed in the Standard Webhooks form and sent by durable jobs
//! with retries, the History tab with replay, and the company's activation of the integration. URLs pass an SSRF
//! guard when saved and when each attempt connects.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod activation;
mod apps;
pub mod catalog;
mod deliver;
mod dto;
pub mod emit;
pub mod entity;
pub mod guard;
mod logs;
mod notices;
mod policy;
pub mod sign;
mod subscriptions;

pub use emit::emit;

/// The integration kind of webhooks.
pub const KIND: &str = "webhooks";
/// The job of one delivery attempt.
pub const DELIVER_JOB: &str = "webhook.deliver";
/// Delivery workers per process: attempts wait on the network, so several run at once.
pub const WORKERS: usize = 4;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(activation::get, activation::put))
        .routes(routes!(catalog_route::list))
        .routes(routes!(apps::list, apps::create))
        .routes(routes!(apps::get, apps::update, apps::delete))
        .routes(routes!(apps::renew))
        .routes(routes!(subscriptions::put))
        .routes(routes!(logs::list))
        .routes(routes!(logs::test))
        .routes(routes!(logs::replay))
}

/// The delivery job's handler.
pub fn jobs(registry: platform::jobs::Registry) -> platform::jobs::Registry {
    registry.with(DELIVER_JOB, deliver::handler())
}

mod catalog_route {
    use axum::Json;
    use platform::{context::Ctx, envelope::One, ApiResult};

    use super::{catalog::EVENTS, dto::EventOut, policy};

    /// The events an application can subscribe to, with their module.
    #[utoipa::path(get, operation_id = "list_webhook_events", path = "/webhooks/events", tag = "config", responses((status = 200, body = One<Vec<EventOut>>), (status = 403, body = platform::error::ErrorBody)))]
    pub async fn list(ctx: Ctx) -> ApiResult<Json<One<Vec<EventOut>>>> {
        policy::can_manage(&ctx)?;
        Ok(Json(One::new(EVENTS.iter().map(|(m, e)| EventOut { module: (*m).into(), event: (*e).into() }).collect())))
    }
}
