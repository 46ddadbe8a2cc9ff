//! A unit of the project (the deliveries' unit) an activity is carried out in.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "activity_units")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub activity_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub unit_id: Uuid,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
