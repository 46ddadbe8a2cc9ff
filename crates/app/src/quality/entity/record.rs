//! A record of an activity's history: created, edited, rescheduled or progress (with the progress reached on a
//! date). The history screen shows the last 50; the 4D replay reads the progress records up to a date.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "activity_records")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub activity_id: Uuid,
    pub kind: String,
    pub progress: Option<f64>,
    pub recorded_on: Date,
    pub note: Option<String>,
    /// JSON `{field: [before, after]}` of an edit or a reschedule.
    pub changes: Option<String>,
    pub user_id: Option<Uuid>,
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
