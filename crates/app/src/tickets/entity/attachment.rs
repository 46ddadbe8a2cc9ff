//! A file attached to a message; its bytes live in the object store under a server-made key.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "ticket_attachments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub message_id: Uuid,
    pub name: String,
    pub size: i64,
    pub mime: String,
    pub object_key: String,
    pub sha256: String,
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
