//! A company: the tenant. Plan free | trial | full; blocked companies cannot sign in.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "companies")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub name: String,
    pub tax_id: Option<String>,
    pub country: String,
    pub phone: Option<String>,
    pub plan: String,
    pub trial_ends_at: Option<DateTimeUtc>,
    pub blocked: bool,
    pub is_provider: bool,
    pub benchmark_opt_in: bool,
    pub max_users: Option<i32>,
    pub projects_in_progress: Option<i32>,
    pub referral_source: Option<String>,
    pub setup_completed_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
