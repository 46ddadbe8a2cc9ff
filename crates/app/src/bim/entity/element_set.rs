//! Which property and quantity sets an element has (its own and its type's).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_element_sets")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub element_step: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub set_step: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
