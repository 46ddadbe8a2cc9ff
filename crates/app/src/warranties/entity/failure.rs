//! A failure of an after-sales request, drawn from the unit type's checklist (names copied at the time).

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "request_failures")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub ticket_id: Uuid,
    pub unit_id: Option<Uuid>,
    pub number: i32,
    pub area_id: Option<Uuid>,
    pub place_id: Option<Uuid>,
    pub item_id: Option<Uuid>,
    pub issue_id: Option<Uuid>,
    pub area_name: String,
    pub place_name: String,
    pub item_name: String,
    pub issue_name: Option<String>,
    pub severity_id: Option<Uuid>,
    pub severity_name: Option<String>,
    pub detail: Option<String>,
    pub batch: Option<String>,
    pub guarantee: String,
    pub warranty_ends: Option<Date>,
    pub in_warranty: bool,
    pub status: String,
    pub status_reason: Option<String>,
    pub combined_into: Option<Uuid>,
    pub result: Option<String>,
    pub managed_at: Option<DateTimeUtc>,
    pub created_by: Option<Uuid>,
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
