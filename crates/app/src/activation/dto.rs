//! Wire types of activation requests.

use chrono::{DateTime, Utc};
use platform::{entities::activation_request, permissions::Module};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

platform::string_enum! {
    /// What is asked for.
    pub enum Kind {
        /// A module.
        Activation => "activation",
        /// The full plan.
        Upgrade => "upgrade",
        /// More users than the limit allows.
        Users => "users",
    }
}

platform::string_enum! {
    /// Where the provider is with a request (SPEC §4 Activation request).
    pub enum Status {
        Sent => "sent",
        InProgress => "in_progress",
        Enabled => "enabled",
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivationRequestOut {
    pub id: Uuid,
    pub company_id: Uuid,
    /// None for a request of more users.
    pub module: Option<Module>,
    pub kind: Kind,
    pub status: Status,
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
            module: Module::parse(&r.module),
            kind: Kind::parse(&r.kind).unwrap_or(Kind::Activation),
            status: Status::parse(&r.status).unwrap_or(Status::Sent),
            message: r.message,
            requested_by: r.user_id,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

/// What `module` holds for a request of more users.
pub const USERS_MODULE: &str = "users";

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActivationRequestIn {
    /// Required unless `kind` is `users`.
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
