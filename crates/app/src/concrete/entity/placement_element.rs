//! An element of the Concrete model a placement filled, by its IFC GlobalId.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_placement_elements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub placement_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub global_id: String,
    pub model_id: Uuid,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
