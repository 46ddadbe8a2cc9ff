//! An inspection (OI) or work (OT) order of an after-sales request.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "request_orders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub ticket_id: Uuid,
    pub kind: String,
    pub seq: i32,
    pub code: String,
    pub status: String,
    pub responsible_id: Option<Uuid>,
    pub contractor: Option<String>,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    pub observation: Option<String>,
    pub visit_answer: Option<String>,
    pub visit_reason: Option<String>,
    pub visit_answered_at: Option<DateTimeUtc>,
    pub visit_by_owner: bool,
    pub cancel_reason: Option<String>,
    pub managed_at: Option<DateTimeUtc>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
