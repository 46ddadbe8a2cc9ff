//! A course assignment's state (SPEC §4 Course), computed from its dates on every read: in progress, completed or
//! expired, in the original term or in its 1st or 2nd extension.

use chrono::NaiveDate;
use serde::Serialize;

use super::entity::assignment;

platform::string_enum! {
    /// Which term the assignment is in.
    pub enum Stage {
        Original => "original",
        FirstExtension => "first_extension",
        SecondExtension => "second_extension",
    }
}

platform::string_enum! {
    pub enum Status {
        InProgress => "in_progress",
        Completed => "completed",
        Expired => "expired",
        /// Taken back from the user; an extension gives it back.
        Unassigned => "unassigned",
    }
}

#[derive(Serialize, Clone, Copy, Debug, PartialEq, utoipa::ToSchema)]
pub struct State {
    pub stage: Stage,
    pub status: Status,
}

pub fn of(a: &assignment::Model, today: NaiveDate) -> State {
    let stage = match a.extension_count {
        0 => Stage::Original,
        1 => Stage::FirstExtension,
        _ => Stage::SecondExtension,
    };
    let status = if a.completed_at.is_some() {
        Status::Completed
    } else if a.unassigned_at.is_some() {
        Status::Unassigned
    } else if today > a.expiry_date {
        Status::Expired
    } else {
        Status::InProgress
    };
    State { stage, status }
}
