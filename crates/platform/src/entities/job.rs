//! A durable background job (see `crate::jobs`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "jobs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Option<Uuid>,
    pub kind: String,
    pub payload: Json,
    /// `queued`, `running`, `done` or `failed`.
    pub state: String,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub run_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
