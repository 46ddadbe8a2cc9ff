//! Cmanagement's requests and the answers that are its own (the ticket shapes are the core's, `tickets::dto`).

use chrono::NaiveDate;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use uuid::Uuid;

use crate::{
    auth::me::NamedRef,
    config::cmanagement::dto::FieldOut,
    tickets::{
        dto::{ChecklistItem, TaskStatus},
        pin::PinIn,
        status::{Priority, SendAs, Status},
    },
};

/// A key that may be absent (unchanged), `null` (cleared) or a value.
pub fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TicketFilters {
    /// Comma-joined: new, open, pending, postponed, finished.
    pub status: Option<String>,
    /// Comma-joined: urgent, high, medium, low.
    pub priority: Option<String>,
    pub category_id: Option<String>,
    /// A user id, or `none` for tickets without a responsible.
    pub responsible_id: Option<String>,
    pub applicant_id: Option<String>,
    /// Comma-joined origins.
    pub origin: Option<String>,
    /// Created on or after (YYYY-MM-DD).
    pub created_from: Option<String>,
    /// Created on or before (YYYY-MM-DD).
    pub created_to: Option<String>,
    /// One custom-field filter: the field…
    pub field_id: Option<String>,
    /// …and its value (equals; contains for text fields).
    pub field_value: Option<String>,
    /// Tickets pinned to an element of this BIM model…
    pub bim_model_id: Option<String>,
    /// …or to this element (GlobalId), as the main pin or a further element of it.
    pub bim_global_id: Option<String>,
}

#[derive(Deserialize)]
pub struct TicketsQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: TicketFilters,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TicketIn {
    #[serde(alias = "projectId")]
    pub project_id: Option<Uuid>,
    pub subject: Option<String>,
    pub description: Option<String>,
    pub priority: Option<String>,
    pub origin: Option<String>,
    pub category_id: Option<Uuid>,
    pub responsible_id: Option<Uuid>,
    pub applicant_id: Option<Uuid>,
    #[serde(default)]
    pub cc_ids: Vec<Uuid>,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub custom_values: Map<String, Value>,
    /// The BIM model element to pin the ticket to.
    pub bim: Option<PinIn>,
}

/// Only the keys sent change; `null` clears description, category and responsible.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct TicketUpdate {
    pub version: Option<i32>,
    pub subject: Option<String>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<String>)]
    pub description: Option<Option<String>>,
    pub priority: Option<String>,
    pub origin: Option<String>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<Uuid>)]
    pub category_id: Option<Option<Uuid>>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<Uuid>)]
    pub responsible_id: Option<Option<Uuid>>,
    pub cc_ids: Option<Vec<Uuid>>,
    #[schema(value_type = Option<Object>)]
    pub custom_values: Option<Map<String, Value>>,
    /// Pins the ticket to a BIM model element; `null` unpins it. Either replaces the whole pin: the further
    /// elements of the old one (`bim.global_ids`) are dropped.
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<PinIn>)]
    pub bim: Option<Option<PinIn>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActionIn {
    /// postpone, resume, reopen, finish, open or send_as.
    pub action: Option<String>,
    pub until: Option<NaiveDate>,
    /// The justification (finish, send as resolved) or a message posted with the action.
    pub message: Option<String>,
    #[serde(default)]
    pub private: bool,
    pub send_as: Option<SendAs>,
    pub version: Option<i32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = TicketBulkIn)]
pub struct BulkIn {
    #[serde(alias = "projectId")]
    pub project_id: Option<Uuid>,
    #[serde(default)]
    pub ids: Vec<Uuid>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<Uuid>)]
    pub responsible_id: Option<Option<Uuid>>,
    pub priority: Option<String>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<Uuid>)]
    pub category_id: Option<Option<Uuid>>,
    pub action: Option<String>,
    pub until: Option<NaiveDate>,
    pub message: Option<String>,
}

/// A page of tickets. Totals are counted up to ten pages ahead; past that `total_capped` is set (the SPA shows
/// "200+").
#[derive(Serialize, utoipa::ToSchema)]
pub struct TicketPage {
    pub data: Vec<crate::tickets::dto::TicketOut>,
    pub current_page: u64,
    pub total: u64,
    #[serde(rename = "rowsPerPage")]
    pub rows_per_page: u64,
    pub has_more: bool,
    pub total_capped: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BulkFailure {
    pub id: Uuid,
    pub number: i64,
    pub message: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = TicketBulkOut)]
pub struct BulkOut {
    pub updated: u64,
    pub failed: Vec<BulkFailure>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct MergeIn {
    pub source_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TaskIn {
    pub version: Option<i32>,
    pub title: Option<String>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<String>)]
    pub description: Option<Option<String>>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<Uuid>)]
    pub assignee_id: Option<Option<Uuid>>,
    #[serde(default, deserialize_with = "some")]
    #[schema(value_type = Option<NaiveDate>)]
    pub due_date: Option<Option<NaiveDate>>,
    pub status: Option<TaskStatus>,
    pub checklist: Option<Vec<ChecklistItem>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TemplateApplyIn {
    pub template_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RangeQuery {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AgeQuery {
    /// The day to measure from (its start, UTC); today when absent.
    pub at: Option<NaiveDate>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ScheduleEntry {
    /// `task` or `ticket`.
    pub kind: &'static str,
    pub id: Uuid,
    pub ticket_id: Uuid,
    pub ticket_number: i64,
    pub title: String,
    pub date: NaiveDate,
    /// A task's status or a ticket's.
    pub status: String,
    pub priority: Priority,
    pub assignee: Option<NamedRef>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FormOut {
    pub categories: Vec<NamedRef>,
    pub fields: Vec<FieldOut>,
    pub people: Vec<NamedRef>,
    pub templates: Vec<NamedRef>,
    pub max_active_fields: usize,
    pub max_message_length: usize,
    pub max_attachment_bytes: u64,
    pub max_attachments: usize,
}

/// Statuses of a comma-joined filter, unknown ones dropped.
pub fn statuses(text: Option<&str>) -> Vec<Status> {
    platform::envelope::split_list(text).iter().filter_map(|s| Status::parse(s)).collect()
}
