//! The account page (`/config/cuenta`): own data, password, sessions, e-mail verification and the signature; and
//! the notification settings (`/config/notificaciones`). Every signed-in user has these for themself.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod dto;
mod entity;
mod password;
mod profile;
mod sessions;
pub mod settings;
mod signature;
mod verify;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(profile::get, profile::update))
        .routes(routes!(password::change))
        .routes(routes!(sessions::list))
        .routes(routes!(sessions::end))
        .routes(routes!(verify::send))
        .routes(routes!(verify::confirm))
        .routes(routes!(signature::put, signature::get, signature::delete))
        .routes(routes!(settings::list))
        .routes(routes!(settings::put))
}
