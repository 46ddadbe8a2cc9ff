//! Wire types of usage insights.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UsageQuery {
    /// First day (default: 29 days before `to`).
    pub from: Option<String>,
    /// Last day (default: today, UTC).
    pub to: Option<String>,
    /// `day` (default) or `week` (weeks start on Monday).
    pub granularity: Option<String>,
    /// Only this project's events.
    pub project_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema, Default)]
pub struct Totals {
    pub active_users: u64,
    pub sessions: u64,
    pub actions: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PeriodOut {
    /// The period's first day.
    pub period: NaiveDate,
    pub active_users: u64,
    pub sessions: u64,
    pub actions: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ModuleUsage {
    pub module: String,
    pub actions: u64,
    pub users: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActionUsage {
    pub module: String,
    /// view, create, edit or delete.
    pub action: String,
    pub count: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectUsage {
    pub project_id: Uuid,
    pub name: String,
    pub actions: u64,
    pub users: u64,
}

/// The company's usage over a range of days.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UsageOut {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub granularity: String,
    pub totals: Totals,
    /// Every period of the range, empty ones included.
    pub series: Vec<PeriodOut>,
    /// By actions, most used first.
    pub modules: Vec<ModuleUsage>,
    pub actions: Vec<ActionUsage>,
    pub projects: Vec<ProjectUsage>,
}
