//! A failure in a conformity record, with the owner's verdict once signed.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "ac_failures")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub ac_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub failure_id: Uuid,
    pub verdict: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
