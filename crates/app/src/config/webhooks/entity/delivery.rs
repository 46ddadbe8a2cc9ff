//! One event sent to one subscription: the signed body, and where its attempts stand.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub app_id: Uuid,
    pub subscription_id: Uuid,
    /// The `webhook-id` header: the same for every attempt and for a replay, so receivers can de-duplicate.
    pub message_id: String,
    pub module: String,
    pub event: String,
    /// The JSON body exactly as sent.
    pub payload: String,
    /// `pending`, `succeeded` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: Option<DateTimeUtc>,
    /// The delivery this one replays.
    pub replay_of: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
