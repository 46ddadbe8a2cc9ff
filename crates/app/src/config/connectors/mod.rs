//! The connectors of `/config/integraciones` (issue 18; SPEC §1 integrations, §3 CRM credentials, §4 Integration):
//! a CRM (HubSpot-style: requests and units pushed), a construction-management service (Procore-style: OAuth client
//! credentials), a planning tool, cloud file storage (WebDAV: Cbox folders exported and imported) and HR (workers
//! synchronised). Each has its settings with write-only secrets, activation, a connection test and a log.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod cloud;
pub mod crm;
mod dto;
pub mod fields;
mod hr;
pub mod log;
mod policy;
mod probe;
mod routes;
pub mod store;
mod webdav;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list))
        .routes(routes!(routes::get, routes::put))
        .routes(routes!(routes::logs))
        .routes(routes!(probe::test))
        .routes(routes!(hr::sync))
        .routes(routes!(cloud::status))
        .routes(routes!(cloud::browse))
        .routes(routes!(cloud::export))
        .routes(routes!(cloud::import))
}

/// The CRM push job.
pub fn jobs(registry: platform::jobs::Registry) -> platform::jobs::Registry {
    registry.with(crm::JOB, crm::handler())
}
