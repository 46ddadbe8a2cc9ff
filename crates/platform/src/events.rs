//! Live events: an in-process broadcast that the SSE endpoint listens to. Notifications are persisted first and
//! then published, so a client that was away reads them from the list.

use serde::Serialize;
use tokio::sync::broadcast;
use uuid::Uuid;

#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// Only this user's streams receive it.
    pub user_id: Uuid,
    /// Event name on the stream, e.g. `notification`.
    pub kind: &'static str,
    pub payload: serde_json::Value,
}

#[derive(Clone)]
pub struct Events {
    sender: broadcast::Sender<Event>,
}

impl Default for Events {
    fn default() -> Self {
        Self { sender: broadcast::channel(1024).0 }
    }
}

impl Events {
    /// Publishing with nobody listening is not an error.
    pub fn publish(&self, event: Event) {
        let _ = self.sender.send(event);
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.sender.subscribe()
    }
}
