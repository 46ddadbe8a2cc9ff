//! Live events for the SSE endpoint. In-process by default; with `OBRA_NATS_URL` every event goes through NATS, so
//! a client connected to any instance receives events raised on any other. Notifications are persisted before
//! they are published, so a client that was away reads them from the list.

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use uuid::Uuid;

pub const DEFAULT_SUBJECT: &str = "obra.events";

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Event {
    /// Only this user's streams receive it.
    pub user_id: Uuid,
    /// Event name on the stream, e.g. `notification`.
    pub kind: String,
    pub payload: serde_json::Value,
}

#[derive(Clone)]
pub struct Events {
    local: broadcast::Sender<Event>,
    nats: Option<(async_nats::Client, String)>,
}

impl Default for Events {
    fn default() -> Self {
        Self { local: broadcast::channel(1024).0, nats: None }
    }
}

impl Events {
    /// The broker in use (`nats` or `local`) and whether it is connected now.
    pub fn broker(&self) -> (&'static str, bool) {
        match &self.nats {
            Some((client, _)) => ("nats", client.connection_state() == async_nats::connection::State::Connected),
            None => ("local", true),
        }
    }

    /// Events through NATS on `subject`: a background task feeds what arrives into this instance's streams.
    pub async fn connect(url: &str, subject: &str) -> Result<Self, async_nats::ConnectError> {
        let client = async_nats::connect(url).await?;
        let events = Self { nats: Some((client.clone(), subject.to_string())), ..Self::default() };
        let local = events.local.clone();
        let subject = subject.to_string();
        tokio::spawn(async move {
            use futures::StreamExt;
            let mut sub = match client.subscribe(subject).await {
                Ok(sub) => sub,
                Err(err) => return tracing::error!(%err, "NATS subscription failed: no live events from other instances"),
            };
            while let Some(message) = sub.next().await {
                match serde_json::from_slice::<Event>(&message.payload) {
                    Ok(event) => {
                        let _ = local.send(event);
                    }
                    Err(err) => tracing::warn!(%err, "ignored a malformed event"),
                }
            }
        });
        Ok(events)
    }

    /// Publishing with nobody listening is not an error; a broker failure is logged, never returned (the
    /// notification is already stored).
    pub fn publish(&self, event: Event) {
        match &self.nats {
            None => {
                let _ = self.local.send(event);
            }
            Some((client, subject)) => {
                let (client, subject) = (client.clone(), subject.clone());
                tokio::spawn(async move {
                    let payload = serde_json::to_vec(&event).unwrap_or_default();
                    if let Err(err) = client.publish(subject, payload.into()).await {
                        tracing::warn!(%err, "NATS publish failed");
                    }
                });
            }
        }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.local.subscribe()
    }
}
