//! Wire types of users (SPEC §3 User).

use chrono::{DateTime, Utc};
use platform::envelope::ListQuery;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::me::NamedRef;

#[derive(Serialize, utoipa::ToSchema)]
pub struct UserOut {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: Option<String>,
    pub position: Option<NamedRef>,
    pub profile: Option<NamedRef>,
    pub projects: Vec<NamedRef>,
    pub enabled: bool,
    /// `es` or `pt`: the language of the user's e-mails (and of the app on a new browser).
    pub locale: String,
    pub email_verified: bool,
    pub has_signature: bool,
    pub signature_verified: bool,
    /// Whether the user has a live session now.
    pub in_session: bool,
    pub last_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
}

/// Filters of the user list, besides paging; `sortBy` is name (default), username, email, created_at or
/// last_login_at, and `search` matches first and last name, username and e-mail.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserFilters {
    pub position_id: Option<Uuid>,
    pub profile_id: Option<Uuid>,
    pub project_id: Option<Uuid>,
    #[serde(default, deserialize_with = "platform::envelope::loose::opt_bool")]
    pub enabled: Option<bool>,
}

#[derive(Deserialize)]
pub struct UserQuery {
    #[serde(flatten)]
    pub list: ListQuery,
    #[serde(flatten)]
    pub filters: UserFilters,
}

/// Create or edit a user. On create, profile, position, password, its confirmation and at least one project are
/// required; on edit, the password is changed only when given, and `version` is the one read.
#[derive(Deserialize, Default, utoipa::ToSchema)]
pub struct UserIn {
    /// 1–30 characters.
    pub first_name: Option<String>,
    /// 1–50 characters.
    pub last_name: Option<String>,
    /// 2–100 characters: letters, digits and . _ - @; unique ignoring case.
    pub username: Option<String>,
    /// Valid, at most 100 characters, unique ignoring case.
    pub email: Option<String>,
    pub position_id: Option<Uuid>,
    pub profile_id: Option<Uuid>,
    pub project_ids: Option<Vec<Uuid>>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
    /// `es` or `pt`; the company's language when left out.
    pub locale: Option<String>,
    pub version: Option<i32>,
    /// Must be true to change the username of a user (their active sessions end and unsynced data is lost).
    #[serde(default)]
    pub confirm_username_change: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EnabledIn {
    pub enabled: bool,
    /// The version read.
    pub version: Option<i32>,
}

/// Mass edit: every given field is applied to every listed user, all or nothing.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = UserBulkIn)]
pub struct BulkIn {
    /// 1 to 1000 users of the company.
    #[serde(default)]
    pub ids: Vec<Uuid>,
    pub position_id: Option<Uuid>,
    pub profile_id: Option<Uuid>,
    /// Replaces each user's projects.
    pub project_ids: Option<Vec<Uuid>>,
    pub enabled: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = UserBulkOut)]
pub struct BulkOut {
    pub updated: u64,
}
