//! A course assignment's state (SPEC §4 Course), computed from its dates on every read: in progress, completed or
//! expired, in the original term or in its 1st or 2nd extension.

use chrono::NaiveDate;
use serde::Serialize;

use super::entity::assignment;

platform::string_enum! {
    /// Which term the assignment is in.
    pub enum CourseStage {
        Original => "original",
        FirstExtension => "first_extension",
        SecondExtension => "second_extension",
    }
}

platform::string_enum! {
    pub enum CourseStatus {
        InProgress => "in_progress",
        Completed => "completed",
        Expired => "expired",
        /// Taken back from the user; an extension gives it back.
        Unassigned => "unassigned",
    }
}

#[derive(Serialize, Clone, Copy, Debug, PartialEq, utoipa::ToSchema)]
pub struct CourseState {
    pub stage: CourseStage,
    pub status: CourseStatus,
}

pub fn of(a: &assignment::Model, today: NaiveDate) -> CourseState {
    let stage = match a.extension_count {
        0 => CourseStage::Original,
        1 => CourseStage::FirstExtension,
        _ => CourseStage::SecondExtension,
    };
    let status = if a.completed_at.is_some() {
        CourseStatus::Completed
    } else if a.unassigned_at.is_some() {
        CourseStatus::Unassigned
    } else if today > a.expiry_date {
        CourseStatus::Expired
    } else {
        CourseStatus::InProgress
    };
    CourseState { stage, status }
}
