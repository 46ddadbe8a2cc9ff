//! Wire types of API keys.

use chrono::{DateTime, NaiveDate, Utc};
use platform::entities::api_key;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::me::NamedRef;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ApiKeyOut {
    pub id: Uuid,
    pub name: String,
    /// The key's first characters.
    pub prefix: String,
    /// `read`, and `write` when it may change data.
    pub scopes: Vec<String>,
    /// Whose permissions and projects the key carries.
    pub user: NamedRef,
    pub last_used_at: Option<DateTime<Utc>>,
    pub expires_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl ApiKeyOut {
    pub fn new(k: api_key::Model, user: NamedRef) -> Self {
        Self { id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes.split(',').map(String::from).collect(), user, last_used_at: k.last_used_at, expires_at: k.expires_at, revoked_at: k.revoked_at, created_at: k.created_at }
    }
}

/// A new key with the key itself, shown this once.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ApiKeyCreated {
    pub key: ApiKeyOut,
    pub token: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ApiKeyIn {
    /// 2–60 characters.
    pub name: Option<String>,
    /// `["read"]` or `["read", "write"]`.
    pub scopes: Option<Vec<String>>,
    /// The last day the key works (after today); none: until revoked.
    pub expires_on: Option<NaiveDate>,
}
