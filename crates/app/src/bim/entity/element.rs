//! One element of a file's index: an IfcProduct (or the IfcProject at the root of the spatial tree), keyed by
//! the file and its STEP id.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_elements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub step_id: i64,
    pub model_id: Uuid,
    pub global_id: String,
    pub class: String,
    pub name: Option<String>,
    pub type_name: Option<String>,
    pub object_type: Option<String>,
    /// Project, site, building, storey, space: a node of the spatial tree.
    pub spatial: bool,
    pub parent_global_id: Option<String>,
    pub storey_global_id: Option<String>,
    pub storey_name: Option<String>,
    /// Elements whose parent this one is.
    pub contained: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
