//! A verification of one activity of a project (optionally in one unit): pending, in progress once an item is
//! answered, closed once every item is answered and it is signed.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "verifications")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub activity_id: Uuid,
    pub unit_id: Option<Uuid>,
    pub template_id: Option<Uuid>,
    /// The template's name when the verification was made (the template may change or go).
    pub template_name: String,
    pub responsible_id: Option<Uuid>,
    pub scheduled_on: Date,
    pub state: String,
    pub closed_at: Option<DateTimeUtc>,
    pub signed_by: Option<Uuid>,
    /// The signature's PNG in the storage layer.
    pub signature_key: Option<String>,
    pub version: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
