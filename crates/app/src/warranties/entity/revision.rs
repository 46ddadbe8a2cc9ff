//! The revision of one checklist item of a unit: its status, and for a failure the issue and severity.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "unit_revisions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub unit_id: Uuid,
    pub item_id: Uuid,
    pub issue_id: Option<Uuid>,
    pub severity_id: Option<Uuid>,
    pub status: String,
    pub comment: Option<String>,
    pub updated_by: Option<Uuid>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
