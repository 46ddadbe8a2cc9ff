//! Cmanagement configuration's shapes: categories, custom fields and task templates.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::tickets::{entity::field, fields::{self, FieldKind}};

#[derive(Serialize, utoipa::ToSchema)]
pub struct CategoryOut {
    pub id: Uuid,
    pub name: String,
    pub description: Option<String>,
    pub active: bool,
    pub fields_count: u64,
    pub tickets_count: u64,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CategoryIn {
    pub version: Option<i32>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub active: Option<bool>,
}

#[derive(Serialize, Clone, utoipa::ToSchema)]
pub struct FieldOut {
    pub id: Uuid,
    pub kind: FieldKind,
    pub name: String,
    pub description: Option<String>,
    pub options: Vec<String>,
    pub multiple: bool,
    pub required: bool,
    pub active: bool,
    /// Null: a general field, on every ticket.
    pub category_id: Option<Uuid>,
    pub position: i32,
    pub version: i32,
}

impl From<&field::Model> for FieldOut {
    fn from(f: &field::Model) -> Self {
        Self {
            id: f.id,
            kind: FieldKind::parse(&f.kind).unwrap_or(FieldKind::Text),
            name: f.name.clone(),
            description: f.description.clone(),
            options: fields::options(f),
            multiple: f.multiple,
            required: f.required,
            active: f.active,
            category_id: f.category_id,
            position: f.position,
            version: f.version,
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FieldIn {
    pub version: Option<i32>,
    pub kind: Option<String>,
    pub name: Option<String>,
    pub description: Option<String>,
    #[serde(default)]
    pub options: Vec<String>,
    #[serde(default)]
    pub multiple: bool,
    #[serde(default)]
    pub required: bool,
    pub active: Option<bool>,
    pub category_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FieldFilters {
    /// A category id, or `general` for the fields of every ticket.
    pub category_id: Option<String>,
}

#[derive(Deserialize)]
pub struct FieldsQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: FieldFilters,
}

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
pub struct TemplateTask {
    pub title: String,
    pub description: Option<String>,
    /// Due this many days after the template is applied (0–365); none when absent.
    pub due_in_days: Option<i64>,
    #[serde(default)]
    pub checklist: Vec<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TemplateOut {
    pub id: Uuid,
    pub name: String,
    pub description: Option<String>,
    pub active: bool,
    pub tasks: Vec<TemplateTask>,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TemplateIn {
    pub version: Option<i32>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub active: Option<bool>,
    #[serde(default)]
    pub tasks: Vec<TemplateTask>,
}
