//! Wire types of courses.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::state::CourseState;
use crate::auth::me::NamedRef;

#[derive(Serialize, utoipa::ToSchema)]
pub struct CourseOut {
    pub id: Uuid,
    pub name: String,
    pub description: Option<String>,
    /// Users holding it now: in progress or expired (not completed, not unassigned).
    pub assigned: u64,
    pub version: i32,
    pub created_at: DateTime<Utc>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CourseIn {
    /// 2–120 characters, no two consecutive spaces, unique in the company.
    pub name: Option<String>,
    /// At most 1000 characters.
    pub description: Option<String>,
    pub version: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AssignmentOut {
    pub id: Uuid,
    pub course: NamedRef,
    pub user: NamedRef,
    pub user_email: Option<String>,
    pub assigned_at: DateTime<Utc>,
    pub expiry_date: NaiveDate,
    pub completed_at: Option<DateTime<Utc>>,
    /// 0 to 2.
    pub extension_count: i32,
    pub unassigned_at: Option<DateTime<Utc>>,
    pub state: CourseState,
    /// Business days left until the deadline (0 once it passed).
    pub days_left: u32,
    pub version: i32,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AssignmentFilters {
    pub course_id: Option<Uuid>,
    pub user_id: Option<Uuid>,
    /// in_progress, completed, expired or unassigned.
    pub status: Option<String>,
}

#[derive(Deserialize)]
pub struct AssignmentQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: AssignmentFilters,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AssignIn {
    pub course_id: Option<Uuid>,
    #[serde(default)]
    pub user_ids: Vec<Uuid>,
}

/// The version read, for extend, unassign and complete.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VersionIn {
    pub version: Option<i32>,
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
pub struct HolidayOut {
    pub country: String,
    pub date: NaiveDate,
    pub name: String,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HolidayQuery {
    /// CL or BR; the company's country when left out.
    pub country: Option<String>,
    pub year: Option<i32>,
}
