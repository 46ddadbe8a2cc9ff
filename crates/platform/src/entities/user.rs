//! A person who signs in (SPEC §3 User). Username and e-mail are stored lower-cased.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: Option<String>,
    pub position_id: Option<Uuid>,
    pub profile_id: Option<Uuid>,
    pub password_hash: String,
    pub signature_key: Option<String>,
    pub enabled: bool,
    pub email_verified_at: Option<DateTimeUtc>,
    pub signature_verified: bool,
    pub locale: String,
    pub is_superadmin: bool,
    pub active_project_id: Option<Uuid>,
    pub last_login_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// "First Last", as lists and records show a person.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}
