//! Wire types of Cbox.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::auth::me::NamedRef;

/// What the current user may do with an item; the SPA shows only these actions and the server enforces them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Rights {
    pub download: bool,
    /// Rename, move, upload into (folders).
    pub edit: bool,
    pub share: bool,
    pub delete: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CboxItemOut {
    pub id: Uuid,
    /// `folder` or `file`.
    pub kind: String,
    pub name: String,
    pub parent_id: Option<Uuid>,
    pub project_id: Uuid,
    /// Bytes (files only).
    pub size: Option<i64>,
    pub mime: Option<String>,
    /// Lower case, without the dot.
    pub extension: Option<String>,
    /// PDF or an image: shown in the browser.
    pub previewable: bool,
    pub owner: NamedRef,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// The item has at least one share.
    pub shared: bool,
    pub rights: Rights,
    /// Set in the trash.
    pub deleted_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CboxItemDetail {
    #[serde(flatten)]
    pub item: CboxItemOut,
    /// The folders above the item that the user can see, from the project root down.
    pub path: Vec<NamedRef>,
    /// SHA-256 of the file's bytes.
    pub sha256: Option<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ItemFilters {
    /// `folder` (default), `shared` (shared with me) or `trash`.
    pub view: Option<String>,
    /// The folder to list (the project root when absent).
    pub folder_id: Option<Uuid>,
}

#[derive(Deserialize)]
pub struct ItemsQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: ItemFilters,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FolderIn {
    #[serde(alias = "projectId")]
    pub project_id: Option<Uuid>,
    pub parent_id: Option<Uuid>,
    pub name: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RenameIn {
    pub name: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct IdsIn {
    #[serde(default)]
    pub ids: Vec<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct MoveIn {
    #[serde(default)]
    pub ids: Vec<Uuid>,
    /// The destination folder; the project root when null.
    pub parent_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MovedOut {
    pub moved: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DeletedOut {
    pub deleted: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RestoredOut {
    pub restored: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ShareUser {
    pub id: Uuid,
    pub name: String,
    pub username: String,
}

impl From<&platform::entities::user::Model> for ShareUser {
    fn from(u: &platform::entities::user::Model) -> Self {
        ShareUser { id: u.id, name: u.full_name(), username: u.username.clone() }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ShareOut {
    pub user: ShareUser,
    pub download: bool,
    pub edit: bool,
    pub share: bool,
    pub granted_by: Option<NamedRef>,
    pub created_at: DateTime<Utc>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ShareIn {
    #[serde(default)]
    pub download: bool,
    #[serde(default)]
    pub edit: bool,
    #[serde(default)]
    pub share: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RecordOut {
    pub id: Uuid,
    /// created, uploaded, previewed, downloaded, renamed, moved, shared, unshared, deleted, restored.
    pub action: String,
    pub user: Option<NamedRef>,
    pub at: DateTime<Utc>,
    /// `{from, to}` for renames and moves; `{grantee, download, edit, share}` for shares.
    pub detail: Option<Value>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LimitsOut {
    pub max_file_bytes: u64,
    pub max_batch_files: u32,
    /// Accepted extensions, lower case, without the dot.
    pub extensions: Vec<&'static str>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ZipQuery {
    /// Comma-joined item ids.
    pub ids: Option<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DownloadQuery {
    /// Preview in the browser (PDF and images only; anything else stays an attachment).
    #[serde(default, deserialize_with = "platform::envelope::loose::opt_bool")]
    pub inline: Option<bool>,
}
