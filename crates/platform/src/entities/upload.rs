//! A resumable upload in progress (tus 1.0). `received` bytes are committed as `parts` in the object store.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "uploads")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub user_id: Uuid,
    /// Which module receives the finished file (`cbox`).
    pub purpose: String,
    /// The client's tus metadata (file name, type) and the module's target (project, folder).
    pub metadata: Json,
    pub length: i64,
    pub received: i64,
    /// `[{offset, size, sha256}]`, in order.
    pub parts: Json,
    /// `open` or `done`.
    pub state: String,
    /// The record the finished upload became.
    pub result_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
