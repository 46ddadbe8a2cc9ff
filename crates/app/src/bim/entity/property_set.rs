//! A property set (IfcPropertySet) or quantity set (IfcElementQuantity) of a file, with its values.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_property_sets")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub step_id: i64,
    pub name: String,
    /// `properties` or `quantities`.
    pub kind: String,
    /// The values in the set's order, a JSON array of `[name, value]` (value null when the file gives none).
    pub properties: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
