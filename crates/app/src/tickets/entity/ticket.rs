//! A ticket of a project. `scope` tells Cmanagement tickets from after-sales requests; `status` is the internal code (see `tickets::status`).

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "tickets")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub scope: String,
    pub number: i64,
    pub subject: String,
    pub description: Option<String>,
    pub status: String,
    pub send_as: Option<String>,
    pub priority: String,
    /// 0 urgent … 3 low, kept with `priority` so lists sort by it through an index.
    pub priority_rank: i16,
    pub origin: String,
    pub applicant_id: Option<Uuid>,
    /// After-sales: the unit's owner and the unit (null in Cmanagement).
    pub owner_id: Option<Uuid>,
    pub unit_id: Option<Uuid>,
    pub responsible_id: Option<Uuid>,
    pub category_id: Option<Uuid>,
    pub postponed_until: Option<Date>,
    /// After-sales orders (OI/OT) on the ticket; kept by that module, read by the merge rules.
    pub orders_count: i32,
    pub merged_into: Option<Uuid>,
    /// The BIM model element the ticket is pinned to (`tickets::pin`).
    pub bim_model_id: Option<Uuid>,
    pub bim_global_id: Option<String>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    /// Bumped by every change to the ticket or what it holds (messages, tasks, merges).
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
