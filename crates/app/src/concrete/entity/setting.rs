//! The company's concrete settings (`/config/hormigon`); a company without a row has the defaults.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_settings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub company_id: Uuid,
    /// A lot closes when its volume reaches this many tenths of m³.
    pub lot_limit_e1: i32,
    /// The largest placement (a truck's load), in tenths of m³.
    pub max_placement_e1: i32,
    /// NCh 1998's individual criterion: no result below fc minus this (tenths of MPa).
    pub individual_margin_e1: i32,
    /// NCh 1998's fraction defective, in percent (10 or 20).
    pub fraction_defective: i16,
    /// NBR 12655's preparation condition (A, B or C).
    pub nbr_condition: String,
    pub version: i32,
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
