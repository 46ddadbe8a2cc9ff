//! Wire types of BIM models, their files and the element index (mirrored in web/src/modules/bim/api/types.ts).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimFileOut {
    pub id: Uuid,
    pub name: String,
    pub size: i64,
    /// `uploaded`, `processing`, `optimizing`, `available` or `failed`.
    pub state: String,
    /// 0–100 while processing or optimizing.
    pub progress: i32,
    /// Why it failed, in the caller's language.
    pub error: Option<String>,
    pub schema: Option<String>,
    /// The Quality stage the file is assigned to.
    pub stage: Option<String>,
    pub elements: i32,
    pub created_at: DateTime<Utc>,
    pub processed_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimModelOut {
    pub id: Uuid,
    pub project_id: Uuid,
    pub model_name: String,
    pub model_id: String,
    /// The least advanced state of its files (`failed` wins; `uploaded` when it has none).
    pub state: String,
    pub progress: i32,
    pub concrete: bool,
    pub files: Vec<BimFileOut>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct BimModelIn {
    pub project_id: Option<Uuid>,
    pub model_name: Option<String>,
    pub model_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct BimModelPatch {
    pub model_name: Option<String>,
    pub model_id: Option<String>,
    pub concrete: Option<bool>,
    /// The version read; a stale one is 409.
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct StageIn {
    /// The Quality stage, or null to clear it.
    pub stage: Option<String>,
}

/// Irreversible operations say so explicitly.
#[derive(Deserialize, Default, utoipa::ToSchema)]
pub struct ConfirmIn {
    #[serde(default)]
    pub confirm: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ImpactItem {
    /// `files`, `elements`, `property_sets`, `properties`, or a module's key.
    pub key: String,
    pub count: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimImpact {
    pub items: Vec<ImpactItem>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimTreeNode {
    pub global_id: String,
    pub class: String,
    pub name: Option<String>,
    pub file_id: Uuid,
    pub step_id: i64,
    pub parent: Option<String>,
    /// Elements directly inside this node.
    pub elements: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimElementOut {
    pub global_id: String,
    pub class: String,
    pub name: Option<String>,
    pub type_name: Option<String>,
    pub file_id: Uuid,
    pub step_id: i64,
    pub storey_id: Option<String>,
    pub storey_name: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimPropertyOut {
    pub name: String,
    pub value: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimPropertySetOut {
    pub name: String,
    /// `properties` or `quantities`.
    pub kind: String,
    pub properties: Vec<BimPropertyOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BimElementDetail {
    #[serde(flatten)]
    pub element: BimElementOut,
    pub property_sets: Vec<BimPropertySetOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LookupIn {
    #[serde(default)]
    pub global_ids: Vec<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ClassCount {
    pub class: String,
    pub count: i64,
}

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ElementFilters {
    /// IFC class, e.g. IfcWall (exact, case-insensitive).
    pub class: Option<String>,
    /// GlobalId of a storey (or any spatial node): its elements.
    pub storey: Option<String>,
    /// A property name (`Pset.Name` or `Name`) the element has…
    pub property: Option<String>,
    /// …with this value (exact).
    pub value: Option<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ModelsQuery {
    /// The project (defaults to the active one).
    #[serde(rename = "projectId")]
    #[param(rename = "projectId")]
    pub project_id: Option<Uuid>,
}
