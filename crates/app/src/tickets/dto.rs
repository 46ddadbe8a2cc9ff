//! What the ticket core answers (Cmanagement now, after-sales later).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use uuid::Uuid;

use super::status::{Origin, Priority, SendAs, Status};
use crate::auth::me::NamedRef;

/// A ticket by its number.
#[derive(Serialize, Clone, Debug, utoipa::ToSchema)]
pub struct TicketRef {
    pub id: Uuid,
    pub number: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TicketOut {
    pub id: Uuid,
    pub number: i64,
    pub project_id: Uuid,
    pub subject: String,
    pub description: Option<String>,
    pub status: Status,
    /// N, A, P or F (pending and postponed share P).
    pub status_letter: String,
    pub send_as: Option<SendAs>,
    pub priority: Priority,
    pub origin: Origin,
    pub applicant: Option<NamedRef>,
    pub owner: Option<NamedRef>,
    pub responsible: Option<NamedRef>,
    pub cc: Vec<NamedRef>,
    pub category: Option<NamedRef>,
    /// By custom field id; retired fields keep their values.
    #[schema(value_type = Object)]
    pub custom_values: Map<String, Value>,
    pub postponed_until: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub created_by: Option<NamedRef>,
    pub merged_into: Option<TicketRef>,
    /// The BIM model element the ticket is pinned to.
    pub bim: Option<super::pin::PinOut>,
    pub age_days: i64,
    pub tasks_total: u64,
    pub tasks_done: u64,
    pub messages_count: u64,
    pub version: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AttachmentOut {
    pub id: Uuid,
    pub name: String,
    pub size: i64,
    pub mime: String,
    pub url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = TicketMessage)]
pub struct MessageOut {
    pub id: Uuid,
    pub author: Option<NamedRef>,
    pub body: String,
    pub private: bool,
    /// `message`, `justification`, or `owner` (written by the request's owner in the owners' portal).
    pub kind: String,
    pub attachments: Vec<AttachmentOut>,
    pub from_ticket: Option<TicketRef>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivityOut {
    pub id: Uuid,
    pub action: String,
    pub user: Option<NamedRef>,
    #[schema(value_type = Option<Object>)]
    pub detail: Option<Value>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MergeSource {
    pub id: Uuid,
    pub number: i64,
    pub subject: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MergeOut {
    pub id: Uuid,
    pub target: TicketRef,
    pub source: MergeSource,
    pub created_by: Option<NamedRef>,
    pub created_at: DateTime<Utc>,
    pub undone_at: Option<DateTime<Utc>>,
    /// Nothing new happened on the target since the merge.
    pub can_undo: bool,
}

platform::string_enum! {
    pub enum TaskStatus { Pending => "pending", InProgress => "in_progress", Done => "done" }
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, utoipa::ToSchema)]
pub struct ChecklistItem {
    pub text: String,
    #[serde(default)]
    pub done: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TaskOut {
    pub id: Uuid,
    pub ticket_id: Uuid,
    pub title: String,
    pub description: Option<String>,
    pub assignee: Option<NamedRef>,
    pub due_date: Option<NaiveDate>,
    pub status: TaskStatus,
    pub checklist: Vec<ChecklistItem>,
    pub position: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
}
