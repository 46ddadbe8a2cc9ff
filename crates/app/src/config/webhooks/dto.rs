//! Wire types of integrations and webhooks.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::entity::{app, attempt, delivery, subscription};

/// The company's webhooks integration.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivationOut {
    pub active: bool,
    pub version: i32,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActivationIn {
    pub active: Option<bool>,
    /// The version read (0 before the first change); 409 when another change came first.
    pub version: Option<i32>,
}

/// An event of the catalogue.
#[derive(Serialize, utoipa::ToSchema)]
pub struct EventOut {
    pub module: String,
    pub event: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SubscriptionOut {
    pub id: Uuid,
    pub event: String,
    pub module: String,
    pub url: String,
    pub active: bool,
    /// When the event was disabled because no attempt succeeded over the retry window.
    pub disabled_at: Option<DateTime<Utc>>,
}

impl From<subscription::Model> for SubscriptionOut {
    fn from(s: subscription::Model) -> Self {
        let module = super::catalog::module_of(&s.event).unwrap_or_default().into();
        Self { id: s.id, event: s.event, module, url: s.url, active: s.active, disabled_at: s.disabled_at }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AppOut {
    pub id: Uuid,
    pub name: String,
    /// `testing` or `production`.
    pub env: String,
    /// The secret's last characters; the whole secret is shown only when created or renewed.
    pub secret_hint: String,
    pub events: Vec<SubscriptionOut>,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl AppOut {
    pub fn new(a: app::Model, events: Vec<subscription::Model>) -> Self {
        Self {
            id: a.id,
            secret_hint: super::sign::hint(&a.secret),
            name: a.name,
            env: a.env,
            events: events.into_iter().map(SubscriptionOut::from).collect(),
            version: a.version,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// An application with its whole secret: the answer of creating it or renewing its secret, the only times the
/// secret is shown.
#[derive(Serialize, utoipa::ToSchema)]
pub struct AppWithSecret {
    pub app: AppOut,
    pub secret: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AppIn {
    /// 2–60 characters, unique in the company ignoring case.
    pub name: Option<String>,
    /// `testing` or `production`.
    pub env: Option<String>,
    /// The version read; required to update.
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EventIn {
    pub event: Option<String>,
    pub url: Option<String>,
    pub active: Option<bool>,
}

/// The application's whole set of events: those left out are removed.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct EventsIn {
    pub events: Option<Vec<EventIn>>,
    /// The application's version read; when sent, a stale one is a 409 (the set is saved whole).
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TestIn {
    /// One of the application's events; all its active events when left out.
    pub subscription_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DeliveryOut {
    pub id: Uuid,
    pub message_id: String,
    pub module: String,
    pub event: String,
    /// `pending`, `succeeded` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub replay_of: Option<Uuid>,
    pub created_at: DateTime<Utc>,
}

impl From<delivery::Model> for DeliveryOut {
    fn from(d: delivery::Model) -> Self {
        Self { id: d.id, message_id: d.message_id, module: d.module, event: d.event, status: d.status, attempts: d.attempts, next_attempt_at: d.next_attempt_at, replay_of: d.replay_of, created_at: d.created_at }
    }
}

/// A row of the History tab (SPEC §3 Webhook log): one attempt.
#[derive(Serialize, utoipa::ToSchema)]
pub struct LogOut {
    pub id: Uuid,
    pub delivery_id: Uuid,
    pub message_id: String,
    pub module: String,
    pub event: String,
    pub url: String,
    pub attempt: i32,
    pub date: DateTime<Utc>,
    pub signature: String,
    /// The JSON body sent.
    pub content: String,
    /// The receiver's answer when it was JSON of at most 50 KB.
    pub response: Option<String>,
    pub response_status: Option<i32>,
    pub error: Option<String>,
    /// `succeeded` or `failed`.
    pub status: String,
    /// Where the delivery stands now (`pending` while attempts remain).
    pub delivery_status: String,
    /// The delivery this attempt's delivery replays.
    pub replay_of: Option<Uuid>,
    pub duration_ms: i32,
}

impl LogOut {
    pub fn new(a: attempt::Model, d: &delivery::Model) -> Self {
        Self {
            id: a.id,
            delivery_id: d.id,
            message_id: d.message_id.clone(),
            module: d.module.clone(),
            event: d.event.clone(),
            url: a.url,
            attempt: a.attempt,
            date: a.created_at,
            signature: a.signature,
            content: d.payload.clone(),
            response: a.response_body,
            response_status: a.response_status,
            error: a.error,
            status: a.status,
            delivery_status: d.status.clone(),
            replay_of: d.replay_of,
            duration_ms: a.duration_ms,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogQuery {
    /// `succeeded` or `failed`.
    pub status: Option<String>,
    /// An event of the catalogue.
    pub event: Option<String>,
}
