//! An API key of a company: it acts as the user who created it, within its scopes. The key itself is shown once;
//! only its SHA-256 is kept.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "api_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    /// Whose permissions and projects the key carries.
    pub user_id: Uuid,
    pub name: String,
    /// The first characters of the key, to recognise it in the list.
    pub prefix: String,
    pub token_hash: String,
    /// `read` or `read,write`.
    pub scopes: String,
    pub last_used_at: Option<DateTimeUtc>,
    pub expires_at: Option<DateTimeUtc>,
    pub revoked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
