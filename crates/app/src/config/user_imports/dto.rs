//! Wire types of user imports.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::me::NamedRef;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ImportOut {
    pub id: Uuid,
    /// `file` (a spreadsheet); an HR integration will add its own.
    pub source: String,
    pub file_name: String,
    /// `draft` (uploaded), `completed` (users written) or `failed` (confirmed with rows in error; nothing written).
    pub status: String,
    pub rows_total: i32,
    pub created_count: i32,
    pub error_count: i32,
    pub created_by: Option<NamedRef>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// What an upload answers: the columns to map, a few rows to recognise them, and a guess at the mapping.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UploadOut {
    pub import: ImportOut,
    pub columns: Vec<String>,
    /// The first rows, as text, for the mapping step.
    pub sample: Vec<Vec<String>>,
    pub suggested: Mapping,
}

/// Field → column index (0-based) of the file. First name, last name, username, e-mail and position are required;
/// a profile column is optional (roles can be given per position instead).
#[derive(Serialize, Deserialize, Default, Clone, Debug, utoipa::ToSchema)]
pub struct Mapping {
    pub first_name: Option<usize>,
    pub last_name: Option<usize>,
    pub username: Option<usize>,
    pub email: Option<usize>,
    pub position: Option<usize>,
    pub profile: Option<usize>,
}

/// The profile and projects given to the users of one position (steps 3 and 4).
#[derive(Deserialize, Clone, Debug, utoipa::ToSchema)]
pub struct PositionRole {
    /// The position's name as written in the file (compared ignoring case and surrounding spaces).
    pub position: String,
    pub profile_id: Option<Uuid>,
    /// Replaces the projects chosen in step 1 for these users.
    pub project_ids: Option<Vec<Uuid>>,
}

/// Everything the wizard collected: projects (step 1), mapping (step 2), roles (3) and projects per role (4).
#[derive(Deserialize, Clone, Debug, Default, utoipa::ToSchema)]
pub struct ImportPlan {
    #[serde(default)]
    pub project_ids: Vec<Uuid>,
    #[serde(default)]
    pub mapping: Mapping,
    #[serde(default)]
    pub roles: Vec<PositionRole>,
    /// E-mail each new user a link to choose their password (default true).
    pub send_invitations: Option<bool>,
}

#[derive(Serialize, Clone, Debug, utoipa::ToSchema)]
pub struct RowError {
    /// The row number as the spreadsheet shows it.
    pub row: u32,
    /// first_name, last_name, username, email, position or profile.
    pub field: String,
    /// required, invalid, duplicated, too_long, too_short, unknown, no_role or formula.
    pub kind: String,
    pub value: String,
    pub message: String,
}

/// One position found in the file, for the roles step.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PositionCount {
    pub name: String,
    pub rows: u32,
    /// The company's position of that name, if any.
    pub position_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PreviewRow {
    pub row: u32,
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: String,
    pub position: String,
    pub profile: Option<String>,
    pub projects: Vec<String>,
}

/// The summary: what would be written, and every error by row (at most 1000 listed; `error_count` has them all).
#[derive(Serialize, utoipa::ToSchema)]
pub struct CheckOut {
    pub rows_total: u32,
    pub valid_rows: u32,
    pub error_count: u32,
    pub errors: Vec<RowError>,
    pub positions: Vec<PositionCount>,
    /// Profile name → users.
    pub by_profile: BTreeMap<String, u32>,
    /// Project name → users.
    pub by_project: BTreeMap<String, u32>,
    /// The first 50 users as they would be created.
    pub preview: Vec<PreviewRow>,
}
