//! Orders (OI inspection, OT work) and conformity records (AC): what the screens send and get.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::auth::me::NamedRef;

platform::string_enum! {
    pub enum OrderKind { Oi => "oi", Ot => "ot" }
}

platform::string_enum! {
    /// SPEC §4: created, edited, managed, cancelled, confirmed, rescheduled.
    pub enum OrderStatus { Created => "created", Edited => "edited", Rescheduled => "rescheduled", Confirmed => "confirmed", Managed => "managed", Cancelled => "cancelled" }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OrderIn {
    /// oi or ot (ignored on edit).
    pub kind: Option<String>,
    /// A user of the project, or else a `contractor` by name.
    pub responsible_id: Option<Uuid>,
    pub contractor: Option<String>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub observation: Option<String>,
    /// Pending failures of the request (on edit: the order's list, replaced).
    pub failure_ids: Option<Vec<Uuid>>,
    pub version: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OrderFailure {
    pub id: Uuid,
    pub number: i32,
    pub label: String,
    /// solved or not_solved, once managed.
    pub result: Option<String>,
    pub comment: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OrderVisit {
    /// confirm or reject; null while unanswered.
    pub answer: Option<String>,
    pub at: Option<DateTime<Utc>>,
    pub by_owner: bool,
    pub reason: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct OrderOut {
    pub id: Uuid,
    pub request_id: Uuid,
    pub kind: OrderKind,
    pub code: String,
    pub status: OrderStatus,
    pub responsible: Option<NamedRef>,
    pub contractor: Option<String>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub duration_minutes: i64,
    pub observation: Option<String>,
    pub failures: Vec<OrderFailure>,
    pub visit: OrderVisit,
    /// The last moment the owner may confirm or reject the visit (the project's answer window before the start).
    pub owner_deadline: DateTime<Utc>,
    /// Whether an owner may still answer now.
    pub owner_may_answer: bool,
    pub cancel_reason: Option<String>,
    pub managed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ResultIn {
    pub failure_id: Uuid,
    /// solved or not_solved.
    pub result: Option<String>,
    pub comment: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ManageIn {
    #[serde(default)]
    pub results: Vec<ResultIn>,
    pub observation: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ReasonIn {
    pub reason: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VisitIn {
    /// confirm or reject.
    pub answer: Option<String>,
    pub reason: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AcIn {
    #[serde(default)]
    pub failure_ids: Vec<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerdictIn {
    pub failure_id: Uuid,
    /// conforming or non_conforming.
    pub verdict: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SignIn {
    pub signer_name: Option<String>,
    /// The owner's signature drawn on screen: a PNG data URL.
    pub signature: Option<String>,
    #[serde(default)]
    pub verdicts: Vec<VerdictIn>,
    pub comment: Option<String>,
    /// The owner refused to sign (a comment is then required).
    #[serde(default)]
    pub refused: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FollowUpIn {
    /// oi (reinspection) or ot (work).
    pub kind: Option<String>,
    pub responsible_id: Option<Uuid>,
    pub contractor: Option<String>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub observation: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AcFailure {
    pub id: Uuid,
    pub number: i32,
    pub label: String,
    /// conforming or non_conforming, once signed.
    pub verdict: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AcOut {
    pub id: Uuid,
    pub request_id: Uuid,
    pub code: String,
    /// pending, conforming, non_conforming or rejected.
    pub status: String,
    pub failures: Vec<AcFailure>,
    pub signer_name: Option<String>,
    pub signed_at: Option<DateTime<Utc>>,
    pub comment: Option<String>,
    pub has_pdf: bool,
    pub pdf_url: Option<String>,
    pub created_at: DateTime<Utc>,
}
