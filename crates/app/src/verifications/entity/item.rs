//! An item of a verification, copied from its template when the verification was made, with its answer.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "verification_items")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub verification_id: Uuid,
    pub position: i32,
    pub text: String,
    pub requires_photo: bool,
    /// pending, complies, failure or not_applicable.
    pub result: String,
    pub note: Option<String>,
    pub answered_by: Option<Uuid>,
    pub answered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
