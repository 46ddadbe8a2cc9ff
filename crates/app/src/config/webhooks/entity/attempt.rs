//! One attempt of a delivery (a row of the History tab, SPEC §3 Webhook log).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_attempts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub app_id: Uuid,
    pub delivery_id: Uuid,
    /// 1, 2, 3… within the delivery.
    pub attempt: i32,
    pub url: String,
    /// The `webhook-signature` header sent.
    pub signature: String,
    /// `succeeded` or `failed`.
    pub status: String,
    pub response_status: Option<i32>,
    /// Kept only when it is valid JSON of at most 50 KB (SPEC §9).
    pub response_body: Option<String>,
    /// Why no response came (refused address, timeout, connection error…).
    pub error: Option<String>,
    pub duration_ms: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
