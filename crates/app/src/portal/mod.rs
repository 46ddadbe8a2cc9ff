//! The owners' portal (after-sales, issue 15; contract in docs/api-owners-portal.md): a light entry for the owners
//! of units, apart from the staff product. An owner signs in with a password or a link sent by e-mail, and sees
//! only what is theirs: the units whose owners list their e-mail, and the requests whose owner they are. Anything
//! else is 404. Every action goes through the same code as the staff's (the ticket core, orders, the conformity
//! record), with a context that records the owner instead of a user.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod auth;
mod dto;
pub mod entity;
mod home;
pub mod inbox;
mod orders;
mod requests;
mod sign_in;
pub mod smtp;

pub use auth::Owner;
pub use sign_in::iframe_of;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_in::sign_in))
        .routes(routes!(sign_in::send_link))
        .routes(routes!(sign_in::open_link))
        .routes(routes!(sign_in::sign_out))
        .routes(routes!(sign_in::me))
        .routes(routes!(sign_in::password))
        .routes(routes!(sign_in::embed))
        .routes(routes!(home::home))
        .routes(routes!(home::unit))
        .routes(routes!(home::document))
        .routes(routes!(requests::list, requests::create))
        .routes(routes!(requests::get))
        .routes(routes!(requests::message))
        .routes(routes!(requests::attachment))
        .routes(routes!(orders::visit))
        .routes(routes!(orders::ac_pdf))
        .routes(routes!(orders::ac_sign))
        .routes(routes!(inbox::get, inbox::put))
}
