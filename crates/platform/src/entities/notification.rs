//! An in-app notification of one user (My tasks shows the last 15 days).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "notifications")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub user_id: Uuid,
    pub project_id: Option<Uuid>,
    pub module: String,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub body: String,
    pub link: Option<String>,
    pub read_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
