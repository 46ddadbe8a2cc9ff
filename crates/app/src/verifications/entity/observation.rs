//! An observation opened by an item answered as a failure: what to fix, by when and by whom. It blocks the
//! reception of its activity until it is closed.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "verification_observations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub verification_id: Uuid,
    pub item_id: Uuid,
    pub description: String,
    pub deadline: Date,
    pub responsible_id: Option<Uuid>,
    /// open or closed.
    pub state: String,
    pub closing_note: Option<String>,
    pub closed_by: Option<Uuid>,
    pub closed_at: Option<DateTimeUtc>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
