//! A webhook application (SPEC §3): a name, the secret its deliveries are signed with, testing or production.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_apps")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub name: String,
    pub name_key: String,
    /// `testing` or `production`.
    pub env: String,
    /// `whsec_` and the base64 of 24 random bytes (the Standard Webhooks form); never returned after creation.
    pub secret: String,
    /// Told when the application's events are disabled.
    pub created_by: Option<Uuid>,
    pub version: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
