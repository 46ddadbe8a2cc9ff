//! An event an application subscribes to (SPEC §3 "events each with URL and active flag"; §4 Webhook event:
//! disabled automatically when no attempt succeeds).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_subscriptions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub app_id: Uuid,
    /// A key of the catalogue, e.g. `ticket.created`.
    pub event: String,
    pub url: String,
    pub active: bool,
    /// Set when deliveries failed over the whole retry window and the event was disabled for it.
    pub disabled_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
