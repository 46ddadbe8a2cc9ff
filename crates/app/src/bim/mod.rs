//! BIM (SPEC §2 bim routes and /config/projects/models, §4, §5): models per project with their IFC files, the
//! processing job that reads each file into an element index (`crates/ifc`), and the index API that the shared
//! viewer and the modules linking records to elements (Concrete, Quality, Cmanagement, Cbox) read.

use platform::{jobs, AppState};
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod dto;
pub mod entity;
mod files;
pub(crate) mod filter;
mod index;
mod ingest;
mod models;
mod process;
mod removal;
pub mod state;
pub(crate) mod store;
pub mod upload;
mod values;

/// Creating models, uploading files, stages, Concrete assignment, force update and delete.
pub const MANAGE: &str = "config.projects.manage";
/// The job that processes one file (`{file_id, generation}`).
pub const PROCESS_JOB: &str = "bim.process";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(models::list, models::create))
        .routes(routes!(models::get, models::update, removal::delete))
        .routes(routes!(removal::impact))
        .routes(routes!(removal::reprocess))
        .routes(routes!(index::tree))
        .routes(routes!(index::elements))
        .routes(routes!(index::element))
        .routes(routes!(index::lookup))
        .routes(routes!(index::classes))
        .routes(routes!(files::content))
        .routes(routes!(files::stage))
        .routes(routes!(files::delete))
}

/// The background jobs of this module.
pub fn jobs(registry: jobs::Registry) -> jobs::Registry {
    registry.with(PROCESS_JOB, process::handler())
}
