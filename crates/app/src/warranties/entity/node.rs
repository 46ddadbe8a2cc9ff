//! One node of a unit type's checklist: an area (enclosure), a place, an item or an issue.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "checklist_nodes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub unit_type_id: Uuid,
    pub parent_id: Option<Uuid>,
    pub scope_id: Uuid,
    pub level: String,
    pub name: String,
    pub name_key: String,
    pub severity_id: Option<Uuid>,
    pub position: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
