//! An IFC file of a model and its processing state: `uploaded` → `processing` → `optimizing` → `available`, or
//! `failed` with an error code (translated on the way out) and the parser's detail.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_files")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub model_id: Uuid,
    pub name: String,
    pub size: i64,
    /// The bytes as uploaded (`.ifc` or `.ifczip`).
    pub object_key: String,
    /// The plain IFC the viewer loads: the uploaded object, or the one unzipped from an `.ifczip`.
    pub ifc_key: Option<String>,
    pub state: String,
    pub progress: i32,
    pub error_code: Option<String>,
    pub error_detail: Option<String>,
    pub schema: Option<String>,
    pub stage: Option<String>,
    pub entities: i32,
    pub elements: i32,
    /// Bumped by a force update: a job of an older generation stops without writing.
    pub generation: i32,
    pub created_by: Uuid,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub processed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
