//! `GET /api/events`: server-sent events for live notifications of the signed-in user.

use std::{convert::Infallible, time::Duration};

use axum::{
    extract::State,
    response::sse::{Event, KeepAlive, Sse},
};
use futures::{Stream, StreamExt};
use platform::{context::Ctx, AppState};
use tokio_stream::wrappers::BroadcastStream;

/// A stream of `notification` events for the current user (kept alive every 15 s).
#[utoipa::path(get, operation_id = "stream_events", path = "/events", tag = "home", responses((status = 200, description = "text/event-stream"), (status = 401, body = platform::error::ErrorBody)))]
pub async fn stream(State(state): State<AppState>, ctx: Ctx) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let user_id = ctx.user.id;
    let events = BroadcastStream::new(state.events.subscribe()).filter_map(move |event| async move {
        let event = event.ok().filter(|e| e.user_id == user_id)?;
        Some(Ok(Event::default().event(event.kind.as_str()).data(event.payload.to_string())))
    });
    Sse::new(events).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}
