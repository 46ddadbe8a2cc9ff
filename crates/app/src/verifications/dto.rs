//! The wire types of verifications, their items, photos and observations (templates, plans, receptions and the
//! settings keep theirs beside their handlers).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

platform::string_enum! {
    /// A verification's state: pending until an item is answered, in progress, closed once signed.
    pub enum VerificationState {
        Pending => "pending",
        InProgress => "in_progress",
        Closed => "closed",
    }
}

platform::string_enum! {
    /// An item's answer.
    pub enum VerificationResult {
        Pending => "pending",
        Complies => "complies",
        Failure => "failure",
        NotApplicable => "not_applicable",
    }
}

platform::string_enum! {
    /// An observation is open until its responsible (or a configurator) closes it.
    pub enum VerificationObservationState {
        Open => "open",
        Closed => "closed",
    }
}

platform::string_enum! {
    /// A reception is open until it is closed (signed, by the project's settings).
    pub enum VerificationReceptionState {
        Open => "open",
        Closed => "closed",
    }
}

/// Creating a verification (`projectId` names the project) or editing its responsible and date.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationIn {
    /// A quality activity of the project (creation only).
    pub activity_id: Option<Uuid>,
    /// A unit of the project (one of the activity's units when it has any); creation only.
    pub unit_id: Option<Uuid>,
    /// The template whose items are copied (creation only).
    pub template_id: Option<Uuid>,
    /// A user assigned to the project.
    pub responsible_id: Option<Uuid>,
    /// `YYYY-MM-DD`, for the verifications' Gantt.
    pub scheduled_on: Option<String>,
    /// The version read (edits only; 409 when stale).
    pub version: Option<i32>,
}

/// A verification as lists show it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationRowOut {
    pub id: Uuid,
    pub project_id: Uuid,
    pub activity_id: Uuid,
    /// The activity's WBS code (`2.3.1`).
    pub activity_code: String,
    pub activity_description: String,
    pub unit_id: Option<Uuid>,
    pub unit_name: Option<String>,
    pub template_id: Option<Uuid>,
    pub template_name: String,
    pub responsible_id: Option<Uuid>,
    pub responsible_name: Option<String>,
    pub scheduled_on: NaiveDate,
    pub state: VerificationState,
    pub closed_at: Option<DateTime<Utc>>,
    pub items_total: u32,
    pub items_answered: u32,
    pub failures: u32,
    pub open_observations: u32,
    pub version: i32,
}

/// One verification with its items, observations and signature.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationOut {
    #[serde(flatten)]
    pub head: VerificationRowOut,
    pub items: Vec<VerificationItemOut>,
    pub observations: Vec<VerificationObservationOut>,
    pub signed_by: Option<Uuid>,
    pub signed_by_name: Option<String>,
    /// The report: `/api/verifications/{id}/pdf`.
    pub pdf_url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationItemOut {
    pub id: Uuid,
    pub position: i32,
    pub text: String,
    pub requires_photo: bool,
    pub result: VerificationResult,
    pub note: Option<String>,
    pub answered_by_name: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    /// At most six.
    pub photos: Vec<VerificationPhotoOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationPhotoOut {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub created_at: DateTime<Utc>,
    /// `/api/verifications/photos/{id}/content`.
    pub url: String,
}

/// An item's answer. `failure` needs `observation` in the same request (unless the item already has an open one).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationAnswerIn {
    /// complies, failure, not_applicable (or pending to clear the answer).
    pub result: Option<String>,
    /// At most 1000 characters.
    pub note: Option<String>,
    pub observation: Option<VerificationObservationIn>,
}

/// The observation a failure opens.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationObservationIn {
    /// What must be fixed, 1–1000 characters.
    pub description: Option<String>,
    /// `YYYY-MM-DD`, today or later.
    pub deadline: Option<String>,
    /// A user assigned to the project.
    pub responsible_id: Option<Uuid>,
}

/// Closing a verification: every item answered, signed by the caller (whose e-mail must be verified).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationCloseIn {
    /// The drawn signature: a `data:image/png;base64,` URL of at most 512 KB.
    pub signature: Option<String>,
    pub version: Option<i32>,
}

/// Filters of the verification list.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerificationFilter {
    #[serde(rename = "activityId")]
    #[param(rename = "activityId")]
    pub activity_id: Option<Uuid>,
    #[serde(rename = "unitId")]
    #[param(rename = "unitId")]
    pub unit_id: Option<Uuid>,
    /// pending, in_progress or closed.
    pub state: Option<String>,
}

/// A verification on the verifications' Gantt: planned on `scheduled_on`, done on `closed_on`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationGanttOut {
    pub id: Uuid,
    pub activity_id: Uuid,
    pub activity_code: String,
    pub activity_description: String,
    pub unit_name: Option<String>,
    pub template_name: String,
    pub responsible_name: Option<String>,
    pub scheduled_on: NaiveDate,
    pub closed_on: Option<NaiveDate>,
    pub state: VerificationState,
    /// Not closed and its date has passed.
    pub late: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationObservationOut {
    pub id: Uuid,
    pub verification_id: Uuid,
    pub item_id: Uuid,
    pub item_text: String,
    pub activity_id: Uuid,
    pub activity_code: String,
    pub activity_description: String,
    pub unit_id: Option<Uuid>,
    pub unit_name: Option<String>,
    pub description: String,
    pub deadline: NaiveDate,
    pub responsible_id: Option<Uuid>,
    pub responsible_name: Option<String>,
    pub state: VerificationObservationState,
    /// Open past its deadline.
    pub overdue: bool,
    pub closing_note: Option<String>,
    pub closed_by_name: Option<String>,
    pub closed_at: Option<DateTime<Utc>>,
    pub photos: Vec<VerificationPhotoOut>,
    pub created_at: DateTime<Utc>,
}

/// Filters of the observation list.
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VerificationObservationFilter {
    /// open or closed.
    pub state: Option<String>,
    #[serde(rename = "activityId")]
    #[param(rename = "activityId")]
    pub activity_id: Option<Uuid>,
    #[serde(rename = "responsibleId")]
    #[param(rename = "responsibleId")]
    pub responsible_id: Option<Uuid>,
}

/// Closing an observation (multipart/form-data).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct VerificationObservationCloseForm {
    /// What was done, 1–1000 characters.
    note: String,
    /// Optional: one PNG or JPEG photo of 20 MB at most.
    #[schema(value_type = Option<String>, format = Binary)]
    photo: Option<Vec<u8>>,
}

/// Photos of an item (multipart/form-data).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct VerificationPhotosForm {
    /// PNG or JPEG files of 20 MB at most; an item holds six at most.
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
}

pub fn photo_out(p: &super::entity::photo::Model) -> VerificationPhotoOut {
    VerificationPhotoOut { id: p.id, name: p.name.clone(), content_type: p.content_type.clone(), size: p.size, created_at: p.created_at, url: format!("/api/verifications/photos/{}/content", p.id) }
}
