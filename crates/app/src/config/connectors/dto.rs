//! Wire types of the connectors.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// A connector in the index: whether it is on, configured, and when it last failed.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ConnectorSummary {
    /// `webhooks`, `crm`, `construction`, `planning`, `cloud_storage` or `hr`.
    pub kind: String,
    pub active: bool,
    pub configured: bool,
    pub last_error_at: Option<DateTime<Utc>>,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConnectorOut {
    pub kind: String,
    pub active: bool,
    /// The settings without secrets.
    #[schema(value_type = std::collections::HashMap<String, serde_json::Value>)]
    pub settings: Value,
    /// The names of the secrets that are set (they are never returned).
    pub secrets_set: Vec<String>,
    /// 0 before the first save.
    pub version: i32,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConnectorIn {
    pub active: Option<bool>,
    /// The fields of the connector; a secret left out or empty keeps its value.
    #[schema(value_type = Option<std::collections::HashMap<String, serde_json::Value>>)]
    pub settings: Option<Value>,
    /// The version read; 409 when another change came first.
    pub version: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LogRowOut {
    pub id: Uuid,
    /// `info` or `error`.
    pub level: String,
    /// `test`, `push`, `sync`, `export` or `import`.
    pub action: String,
    pub message: String,
    pub created_at: DateTime<Utc>,
}

/// What an action did: the outcome shown to the user and written to the log.
#[derive(Serialize, utoipa::ToSchema)]
pub struct OutcomeOut {
    pub ok: bool,
    pub message: String,
    /// Items created, sent or synchronised.
    pub count: u64,
}
