//! A BIM model of a project: a name, the company's own code for it (`model_id` on screen) and its IFC files.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_models")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub name: String,
    pub code: String,
    /// The one model of the project that Concrete works on.
    pub concrete: bool,
    pub version: i32,
    pub created_by: Uuid,
    pub created_at: DateTimeUtc,
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
