//! The property filter's inverted index: one row per distinct (property, value, set name) of a file, with the STEP
//! ids of the elements that have it (a JSON array, ascending).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_property_index")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub name: String,
    /// The value as text, cut to `ingest::INDEXED_VALUE` bytes; '' for a property without a value.
    #[sea_orm(primary_key, auto_increment = false)]
    pub value: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub set_name: String,
    pub elements: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
