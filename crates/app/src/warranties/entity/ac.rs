//! A conformity record (AC) of an after-sales request: the owner's verdict on managed failures, signed.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "conformity_records")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub ticket_id: Uuid,
    pub seq: i32,
    pub code: String,
    pub status: String,
    pub signer_name: Option<String>,
    pub signed_at: Option<DateTimeUtc>,
    pub comment: Option<String>,
    pub object_key: Option<String>,
    pub size: Option<i64>,
    pub sha256: Option<String>,
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
