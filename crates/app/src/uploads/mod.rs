//! Resumable uploads over the tus 1.0 protocol (core, creation, creation-with-upload, termination) at
//! `/api/uploads`. The upload's `purpose` metadata names the module that receives the file; the module checks its
//! rules when the upload is created and turns the finished bytes into its record (see `platform::storage::uploads`).

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod headers;
mod tus;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(tus::options, tus::create)).routes(routes!(tus::head, tus::patch, tus::terminate))
}
