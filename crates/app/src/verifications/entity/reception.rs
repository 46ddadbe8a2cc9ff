//! The reception of an activity's work (of the whole activity, or of it in one unit): open, then closed once its
//! verifications are closed and none of their observations is open.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "receptions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub activity_id: Uuid,
    pub unit_id: Option<Uuid>,
    /// open or closed.
    pub state: String,
    pub note: Option<String>,
    pub signature_key: Option<String>,
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
