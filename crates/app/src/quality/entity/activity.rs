//! An activity of a project's schedule: a node of the WBS tree. A summary (an activity with children) carries the
//! roll-up of its children (dates, progress weighted by planned duration, costs when they share a currency),
//! rewritten on every change below it.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "activities")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub parent_id: Option<Uuid>,
    /// Order among siblings, from 1.
    pub position: i32,
    /// Depth in the tree, from 1.
    pub level: i32,
    /// The positions from the root, each six digits, joined by dots: the list's order.
    pub path: String,
    pub is_summary: bool,
    /// A zero-length event (start = end), drawn as a diamond.
    pub milestone: bool,
    pub description: String,
    pub stage_id: Option<Uuid>,
    pub est_start: Date,
    pub est_end: Date,
    pub actual_start: Option<Date>,
    pub actual_end: Option<Date>,
    pub baseline_start: Option<Date>,
    pub baseline_end: Option<Date>,
    pub progress: f64,
    pub estimated_cost_e4: Option<i64>,
    pub expected_cost_e4: Option<i64>,
    pub actual_cost_e4: Option<i64>,
    pub currency: String,
    /// A summary whose descendants use more than one currency: its costs are not summed.
    pub mixed_currency: bool,
    /// The task's id in the planning tool it was imported from.
    pub external_uid: Option<String>,
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
