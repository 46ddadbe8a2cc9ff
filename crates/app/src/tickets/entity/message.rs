//! A message of a ticket; `origin_ticket_id` is set while it sits in a ticket it was merged into.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "ticket_messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub ticket_id: Uuid,
    pub origin_ticket_id: Option<Uuid>,
    pub author_id: Option<Uuid>,
    pub body: String,
    pub private: bool,
    /// `message` or `justification`.
    pub kind: String,
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
