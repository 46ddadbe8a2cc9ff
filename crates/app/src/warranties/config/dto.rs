//! Wire shapes of the deliveries configuration: unit types, their checklist, severities, plans, project data.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Serialize, utoipa::ToSchema)]
pub struct UnitTypeOut {
    pub id: Uuid,
    pub name: String,
    pub category: Option<String>,
    /// Square metres, one decimal.
    pub surface: Option<f64>,
    pub rooms: Option<i32>,
    pub units_count: u64,
    pub nodes_count: u64,
    pub plans_count: u64,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UnitTypeIn {
    pub version: Option<i32>,
    pub name: Option<String>,
    pub category: Option<String>,
    pub surface: Option<f64>,
    pub rooms: Option<i32>,
}

/// A unit type with its checklist tree.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UnitTypeDetail {
    #[serde(flatten)]
    pub unit_type: UnitTypeOut,
    pub tree: Vec<NodeOut>,
}

platform::string_enum! {
    /// The level of a checklist node: area (enclosure) → place → item → issue.
    pub enum NodeLevel {
        Area => "area",
        Place => "place",
        Item => "item",
        Issue => "issue",
    }
}

impl NodeLevel {
    /// The level of a node's children; issues have none.
    pub fn child(self) -> Option<Self> {
        match self {
            Self::Area => Some(Self::Place),
            Self::Place => Some(Self::Item),
            Self::Item => Some(Self::Issue),
            Self::Issue => None,
        }
    }
}

#[derive(Serialize, Clone, utoipa::ToSchema)]
pub struct NodeOut {
    pub id: Uuid,
    pub parent_id: Option<Uuid>,
    pub level: NodeLevel,
    pub name: String,
    /// The default severity of an issue.
    pub severity_id: Option<Uuid>,
    pub position: i32,
    #[schema(no_recursion)]
    pub children: Vec<NodeOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct NodeIn {
    /// The parent node; none for an area.
    pub parent_id: Option<Uuid>,
    pub name: Option<String>,
    pub severity_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ChecklistImportOut {
    /// Nodes (and severities) the file added.
    pub created: u64,
    /// Rows whose nodes were already there.
    pub existing: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SeverityOut {
    pub id: Uuid,
    pub name: String,
    pub position: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SeverityIn {
    pub name: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PlanOut {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectDataOut {
    pub name: String,
    pub address: Option<String>,
    pub municipal_reception_date: Option<NaiveDate>,
    pub real_estate_name: Option<String>,
    pub real_estate_tax_id: Option<String>,
    pub legal_representative: Option<String>,
    pub legal_representative_tax_id: Option<String>,
    pub has_logo: bool,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ProjectDataIn {
    pub version: Option<i32>,
    pub address: Option<String>,
    /// `YYYY-MM-DD`.
    pub municipal_reception_date: Option<String>,
    pub real_estate_name: Option<String>,
    pub real_estate_tax_id: Option<String>,
    pub legal_representative: Option<String>,
    pub legal_representative_tax_id: Option<String>,
}

/// One uploaded file (multipart/form-data), for the OpenAPI description.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct FileForm {
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}
