//! Wire types of site workers.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{auth::me::NamedRef, config::user_imports::RowError};

#[derive(Serialize, utoipa::ToSchema)]
pub struct WorkerOut {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    /// RUT (Chile) or CPF (Brazil), normalized.
    pub national_id: String,
    /// `rut` or `cpf`.
    pub id_kind: String,
    pub contractor: Option<String>,
    pub position: Option<String>,
    pub projects: Vec<NamedRef>,
    pub active: bool,
    pub version: i32,
    pub created_at: DateTime<Utc>,
}

#[derive(Deserialize, Default, utoipa::ToSchema)]
pub struct WorkerIn {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub national_id: Option<String>,
    pub contractor: Option<String>,
    pub position: Option<String>,
    #[serde(default)]
    pub project_ids: Vec<Uuid>,
    /// Default true on create.
    pub active: Option<bool>,
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WorkerFilters {
    pub project_id: Option<Uuid>,
    /// Exact contractor name (ignoring case).
    pub contractor: Option<String>,
    #[serde(default, deserialize_with = "platform::envelope::loose::opt_bool")]
    pub active: Option<bool>,
}

#[derive(Deserialize)]
pub struct WorkerQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: WorkerFilters,
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct WorkerImportForm {
    /// .xlsx or .csv with the columns Nombre, Apellido, RUT (or CPF / Documento), Empresa contratista, Cargo.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// Comma-joined project ids every imported worker joins (at least one).
    project_ids: String,
    /// `true` checks only; `false` writes every row or none.
    dry_run: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct WorkerImportOut {
    pub rows_total: u32,
    pub valid_rows: u32,
    pub error_count: u32,
    pub errors: Vec<RowError>,
    /// Workers written (0 on a dry run or when any row failed).
    pub created: u32,
}
