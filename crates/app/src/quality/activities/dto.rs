//! Wire types of activities.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// An activity as the list, the form and the Gantt's side panel show it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct QualityActivityOut {
    pub id: Uuid,
    pub parent_id: Option<Uuid>,
    /// Order among siblings, from 1 (the spec's index).
    pub position: i32,
    /// Depth in the WBS, from 1.
    pub level: i32,
    /// The WBS code, e.g. `2.3.1`.
    pub code: String,
    /// An activity with children: its dates, progress and costs are rolled up from them.
    pub is_summary: bool,
    /// A zero-length event: start = end, drawn as a diamond.
    pub milestone: bool,
    pub description: String,
    pub stage_id: Option<Uuid>,
    pub stage_name: Option<String>,
    pub est_start: NaiveDate,
    pub est_end: NaiveDate,
    pub actual_start: Option<NaiveDate>,
    pub actual_end: Option<NaiveDate>,
    pub baseline_start: Option<NaiveDate>,
    pub baseline_end: Option<NaiveDate>,
    /// 0–100.
    pub progress: f64,
    pub estimated_cost: Option<f64>,
    pub expected_cost: Option<f64>,
    pub actual_cost: Option<f64>,
    /// CLP, UF, BRL or USD.
    pub currency: String,
    /// A summary over several currencies: its costs are not summed (null).
    pub mixed_currency: bool,
    /// Planned end passed and not finished.
    pub late: bool,
    pub values: Vec<ActivityValueOut>,
    pub unit_ids: Vec<Uuid>,
    /// BIM elements linked to it.
    pub elements: u64,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, Clone, utoipa::ToSchema)]
pub struct ActivityValueOut {
    pub attribute_id: Uuid,
    pub attribute_name: String,
    pub value_id: Uuid,
    pub value_name: String,
    pub deprecated: bool,
}

/// Creates (no id in the path) or edits an activity. On a summary the dates and costs are rolled up and ignored.
#[derive(Deserialize, Default, utoipa::ToSchema)]
pub struct ActivityIn {
    /// The WBS parent; null at the top. Only on create (moving is `/move`).
    pub parent_id: Option<Uuid>,
    /// 1–250 characters.
    pub description: Option<String>,
    pub stage_id: Option<Uuid>,
    /// A milestone (only when the start and end are the same day).
    #[serde(default)]
    pub milestone: bool,
    /// `YYYY-MM-DD`.
    pub est_start: Option<String>,
    /// `YYYY-MM-DD`, on or after `est_start`.
    pub est_end: Option<String>,
    pub estimated_cost: Option<f64>,
    pub expected_cost: Option<f64>,
    pub actual_cost: Option<f64>,
    /// CLP (default), UF, BRL or USD.
    pub currency: Option<String>,
    /// Value ids, at most one per attribute; a deprecated value only if the activity already holds it.
    #[serde(default)]
    pub value_ids: Vec<Uuid>,
    /// Units of the project.
    #[serde(default)]
    pub unit_ids: Vec<Uuid>,
    /// The version read; required to edit.
    pub version: Option<i32>,
}

/// New planned dates (drag in the Gantt).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct RescheduleIn {
    pub est_start: Option<String>,
    pub est_end: Option<String>,
    pub version: Option<i32>,
    /// Also push later the successors whose links the new dates break (finish-to-start and the other kinds).
    #[serde(default)]
    pub push_successors: bool,
}

/// Progress reached on a date.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ProgressIn {
    /// 0–100, one decimal.
    pub progress: Option<f64>,
    /// `YYYY-MM-DD`, not in the future (default today).
    pub recorded_on: Option<String>,
    /// Up to 500 characters.
    pub note: Option<String>,
    /// When work started; default `recorded_on` once progress is above 0.
    pub actual_start: Option<String>,
    /// When work ended; default `recorded_on` at 100.
    pub actual_end: Option<String>,
    pub actual_cost: Option<f64>,
    pub version: Option<i32>,
}

/// Moves an activity (and its subtree) under another parent, at a position.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActivityMoveIn {
    pub parent_id: Option<Uuid>,
    /// 1 = first; past the end = last.
    pub position: Option<i32>,
    pub version: Option<i32>,
}

/// A record of the history.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivityRecordOut {
    pub id: Uuid,
    /// created, edited, rescheduled, progress, moved.
    pub kind: String,
    pub progress: Option<f64>,
    pub recorded_on: NaiveDate,
    pub note: Option<String>,
    /// `{field: [before, after]}`.
    #[schema(value_type = Option<Object>)]
    pub changes: Option<serde_json::Value>,
    pub user_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// Filters of the activity list.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActivityFilter {
    #[serde(rename = "stageId")]
    #[param(rename = "stageId")]
    pub stage_id: Option<Uuid>,
    /// Comma-separated value ids (an activity holding any of them).
    #[serde(rename = "valueIds")]
    #[param(rename = "valueIds")]
    pub value_ids: Option<String>,
    /// not_started, in_progress, done or late.
    pub status: Option<String>,
    /// Comma-separated summary ids whose descendants are left out (collapsed rows).
    pub collapsed: Option<String>,
}

/// Totals of the filtered activities (leaves only), one row per currency.
#[derive(Clone, Serialize, utoipa::ToSchema)]
pub struct CurrencyTotals {
    pub currency: String,
    pub activities: u64,
    pub estimated_cost: f64,
    pub expected_cost: f64,
    pub actual_cost: f64,
}

#[derive(Clone, Serialize, utoipa::ToSchema)]
pub struct ActivityTotals {
    /// Activities counted: without a filter those without children (a summary is the sum of its own), with a
    /// filter every match.
    pub activities: u64,
    /// Progress weighted by planned duration.
    pub progress: f64,
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
    pub late: u64,
    pub costs: Vec<CurrencyTotals>,
}

/// A page of the tree in WBS order, and the totals of every activity the filters match.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivityPage {
    pub data: Vec<QualityActivityOut>,
    pub current_page: u64,
    pub total: u64,
    #[serde(rename = "rowsPerPage")]
    pub rows_per_page: u64,
    pub has_more: bool,
    pub totals: ActivityTotals,
}
