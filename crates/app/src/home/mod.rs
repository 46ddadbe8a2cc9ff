//! Home: My tasks (the user's notifications of the last 15 days, read/unread) and the live event stream.

use platform::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

mod events;
mod notifications;

pub use notifications::NotificationOut;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(notifications::list)).routes(routes!(notifications::mark_read)).routes(routes!(events::stream))
}
