//! Wire types of the account page.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Serialize, utoipa::ToSchema)]
pub struct AccountOut {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub has_signature: bool,
    pub signature_verified: bool,
    /// `es` or `pt`.
    pub locale: String,
    pub position: Option<String>,
    pub profile: Option<String>,
    pub version: i32,
}

/// Own data: names (1–30, 1–50), e-mail (a new one must be verified again) and language.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct AccountIn {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub locale: Option<String>,
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PasswordIn {
    pub current_password: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
    /// End every other session of the user (default true).
    pub end_other_sessions: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SessionOut {
    /// Opaque handle to end it.
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    /// The session making this request.
    pub current: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TokenIn {
    pub token: Option<String>,
}

/// A drawn signature as a PNG data URL (`data:image/png;base64,…`), at most 512 KB.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SignatureIn {
    pub image: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct NotificationSettingOut {
    /// `home` (general) or a module key.
    pub module: String,
    pub in_app: bool,
    pub email: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct NotificationSettingIn {
    pub in_app: bool,
    pub email: bool,
}
