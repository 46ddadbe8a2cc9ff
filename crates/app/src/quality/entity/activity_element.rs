//! A BIM element an activity builds, by the element's IFC GlobalId in a model: the 4D view colours it by the
//! activity's progress.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "activity_elements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub activity_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub model_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub global_id: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
