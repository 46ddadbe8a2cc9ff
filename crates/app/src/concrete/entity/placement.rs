//! A concrete placement: what was poured (m³, type, supplier, guide) where (element kind, location, unit, a cycle
//! or up to four axes) and when, on elements of the project's Concrete model; it belongs to one lot.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_placements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub model_id: Uuid,
    pub number: i64,
    pub element_id: Uuid,
    pub m3_e1: i32,
    pub location: String,
    pub unit: String,
    pub cycle: Option<String>,
    pub axis1: Option<String>,
    pub axis2: Option<String>,
    pub axis3: Option<String>,
    pub axis4: Option<String>,
    pub poured_on: Date,
    pub supplier_id: Uuid,
    pub type_id: Uuid,
    pub guide: Option<String>,
    pub lot_id: Uuid,
    pub created_by: Option<Uuid>,
    pub version: i32,
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
