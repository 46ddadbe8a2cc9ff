//! One value of a property or quantity set, in its order in the set: as text, and as a number when it is one.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "bim_properties")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub file_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub set_step: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub position: i32,
    pub name: String,
    pub value: Option<String>,
    pub number: Option<f64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
