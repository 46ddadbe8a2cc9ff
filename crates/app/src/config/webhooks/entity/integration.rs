//! A company's integration (SPEC §4 Integration): activated or deactivated, with its settings.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "integrations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub company_id: Uuid,
    /// `webhooks` (more connectors arrive with their own kinds).
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    pub active: bool,
    pub settings: Option<Json>,
    pub version: i32,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
