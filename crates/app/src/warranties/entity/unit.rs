//! A unit of a project: the one record that follows a property from construction to warranty.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "units")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub unit_type_id: Option<Uuid>,
    pub name: String,
    pub name_key: String,
    pub sort_key: String,
    pub floor: Option<String>,
    pub parkings: Json,
    pub stores: Json,
    pub responsible_id: Option<Uuid>,
    pub status: String,
    pub scheduled_at: Option<DateTimeUtc>,
    pub schedule_token: Option<String>,
    pub schedule_answer: Option<String>,
    pub delivery_date: Option<Date>,
    pub registry_date: Option<Date>,
    pub note: Option<String>,
    pub act_id: Option<Uuid>,
    pub version: i32,
    pub created_at: DateTimeUtc,
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
