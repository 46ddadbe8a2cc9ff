//! Cbox (SPEC §2, §3 Cbox item, §5, §6, §8): the document library of each project. Folders and files in one tree
//! with trash, per-user shares, downloads (single files with ranges, folders as a streamed zip), a record list per
//! item, and resumable uploads through `/api/uploads`.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub mod access;
mod download;
pub mod dto;
pub mod entity;
pub mod external;
mod folders;
mod item;
mod limits;
mod list;
pub mod policy;
mod records;
pub mod rules;
mod shares;
pub mod trash;
mod tree;
pub mod upload;
mod view;
mod zip;

pub use trash::spawn_purger;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(limits::limits))
        .routes(routes!(list::list, tree::delete))
        .routes(routes!(item::get, item::rename))
        .routes(routes!(folders::create))
        .routes(routes!(tree::move_items))
        .routes(routes!(tree::restore))
        .routes(routes!(download::download))
        .routes(routes!(zip::download))
        .routes(routes!(shares::list))
        .routes(routes!(shares::put, shares::delete))
        .routes(routes!(shares::candidates))
        .routes(routes!(records::list))
}
