//! A meter reading (light, cold water, hot water, gas, heating) or an accessory of a unit.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "unit_details")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub unit_id: Uuid,
    pub kind: String,
    pub name: Option<String>,
    pub number: Option<String>,
    pub reading: Option<String>,
    pub delivered: bool,
    pub quantity: i32,
    pub position: i32,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
