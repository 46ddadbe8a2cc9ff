//! The value an activity holds for an attribute (one per attribute).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "activity_values")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub activity_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub attribute_id: Uuid,
    pub value_id: Uuid,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
