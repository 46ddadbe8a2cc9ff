//! Wire types of profiles and the permission catalogue.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProfileOut {
    pub id: Uuid,
    pub name: String,
    /// Administrator profiles hold every grantable permission, always.
    pub is_admin: bool,
    /// The profile's module permissions are suspended (configuration permissions stay).
    pub module_disabled: bool,
    pub permissions: Vec<String>,
    pub users_count: u64,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ProfileIn {
    /// 2–60 characters, unique in the company ignoring case.
    pub name: Option<String>,
    #[serde(default)]
    pub module_disabled: bool,
    #[serde(default)]
    pub permissions: Vec<String>,
    /// The version read; required to update.
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SwitchIn {
    pub granted: bool,
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct DuplicateIn {
    pub name: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema, Default)]
pub struct DeleteIn {
    /// Another profile of the company to move the users to.
    pub move_users_to: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CatalogueGroup {
    pub group: String,
    pub permissions: Vec<CataloguePermission>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CataloguePermission {
    pub key: String,
    /// Opens a module (its absence hides the module).
    pub is_module: bool,
    /// Whether the caller may grant it: they hold it, and it is not reserved to the provider.
    pub grantable: bool,
}
