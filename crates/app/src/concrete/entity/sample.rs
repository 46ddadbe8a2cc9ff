//! A sample of a lot: its specimens (cylinders or cubes) broken at an age by a laboratory; the strengths are a JSON
//! array of tenths of MPa, empty until tested.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_samples")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub lot_id: Uuid,
    pub laboratory_id: Option<Uuid>,
    pub code: String,
    pub taken_on: Date,
    pub age_days: i16,
    pub tested_on: Option<Date>,
    pub specimens: String,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
