//! A file of a unit: a certificate (PDF), a general file, a photo of a revision row or of an after-sales failure.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "unit_files")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub unit_id: Uuid,
    pub kind: String,
    pub revision_id: Option<Uuid>,
    pub name: String,
    pub object_key: String,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    pub delivered_by: Option<String>,
    pub delivered_on: Option<Date>,
    pub uploaded_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    /// An after-sales failure's photo (kind `failure`).
    pub failure_id: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
