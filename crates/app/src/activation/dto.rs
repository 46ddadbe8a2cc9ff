//! Wire types of activation requests.

use chrono::{DateTime, Utc};
use platform::entities::activation_request;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub const KINDS: &[&str] = &["activation", "upgrade", "users"];
pub const STATUSES: &[&str] = &["sent", "in_progress", "enabled"];

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivationRequestOut {
    pub id: Uuid,
    pub company_id: Uuid,
    /// concrete, cbox, cmanagement, quality, verifications, warranties, billing, ocinsights, tiinsights, benchmark.
    pub module: String,
    /// `activation` (a module), `upgrade` (the plan) or `users` (more users).
    pub kind: String,
    /// `sent`, `in_progress` or `enabled`.
    pub status: String,
    pub message: Option<String>,
    pub requested_by: Uuid,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<activation_request::Model> for ActivationRequestOut {
    fn from(r: activation_request::Model) -> Self {
        Self {
            id: r.id,
            company_id: r.company_id,
            module: r.module,
            kind: r.kind,
            status: r.status,
            message: r.message,
            requested_by: r.user_id,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActivationRequestIn {
    pub module: Option<String>,
    pub kind: Option<String>,
    /// Optional note for the sales team (max 1000 characters).
    pub message: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct StatusIn {
    /// `sent`, `in_progress` or `enabled`.
    pub status: Option<String>,
}
