//! Profiles (roles) and their permissions (SPEC §3 Profile, §6): list, create, edit, duplicate, delete, and switch
//! single permissions. A user cannot grant what they do not hold; every change bumps the profile's version (which
//! keys the permission cache of the request context) and lands in the audit log.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod delete;
mod dto;
mod list;
mod policy;
mod save;
pub mod store;

pub use dto::ProfileOut;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::catalogue))
        .routes(routes!(list::list, save::create))
        .routes(routes!(list::get, save::update, delete::delete))
        .routes(routes!(save::switch))
        .routes(routes!(save::duplicate))
}
