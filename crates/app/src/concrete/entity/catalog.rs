//! The company's concrete catalogues in one table, by kind: element kinds (flag: structural; the IFC class they
//! match), laboratories, companies (flag: homologated) and concrete types (flag: special; the specified strength).

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_catalog")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    /// element, laboratory, company or type.
    pub kind: String,
    pub name: String,
    pub name_key: String,
    pub flag: bool,
    /// Types: the specified strength (fc / fck) in tenths of MPa.
    pub strength_e1: Option<i32>,
    /// Elements: the IFC class picked elements of this kind have (IfcSlab…), to suggest the kind.
    pub ifc_class: Option<String>,
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
