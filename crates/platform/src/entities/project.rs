//! A construction project (SPEC §3 Project).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "projects")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub group_id: Option<Uuid>,
    pub name: String,
    pub code: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub municipal_reception_date: Option<Date>,
    pub real_estate_name: Option<String>,
    pub real_estate_tax_id: Option<String>,
    pub legal_representative: Option<String>,
    pub legal_representative_tax_id: Option<String>,
    pub logo_key: Option<String>,
    pub max_users: Option<i32>,
    pub active: bool,
    pub is_example: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
