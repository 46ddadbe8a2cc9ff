//! After-sales requests: what the screens send and get (docs/api-after-sales.md). The ticket shapes are the
//! core's (`tickets::dto`); the action and merge bodies are Cmanagement's (`cmanagement::dto`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{auth::me::NamedRef, tickets::dto::TicketOut};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RequestFilters {
    /// Comma-joined: new, open, pending, postponed, finished.
    pub status: Option<String>,
    /// Comma-joined origins.
    pub origin: Option<String>,
    pub unit_id: Option<String>,
    /// A user id, or `none`.
    pub responsible_id: Option<String>,
    /// Age bucket of live requests: lt1, d1_15, d16_30, d31_45, gt45.
    pub age: Option<String>,
}

#[derive(Deserialize)]
pub struct RequestsQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: RequestFilters,
}

/// A request: the core's ticket with its unit, its owner's e-mail and its failures and orders counted.
#[derive(Serialize, utoipa::ToSchema)]
pub struct RequestOut {
    #[serde(flatten)]
    pub ticket: TicketOut,
    pub unit: Option<NamedRef>,
    pub owner_email: Option<String>,
    pub failures_total: u64,
    pub failures_pending: u64,
    /// Failures registered after their warranty ended.
    pub out_of_warranty: u64,
    pub orders_total: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RequestPage {
    pub data: Vec<RequestOut>,
    pub current_page: u64,
    pub total: u64,
    #[serde(rename = "rowsPerPage")]
    pub rows_per_page: u64,
    pub has_more: bool,
    /// The total counts only up to a few pages past this one (the SPA shows "200+").
    pub total_capped: bool,
}

#[derive(Serialize, utoipa::ToSchema, Clone)]
pub struct RequestsSummary {
    pub total: u64,
    /// Requests by status code.
    pub by_status: BTreeMap<String, u64>,
    /// Live requests by age bucket (lt1, d1_15, d16_30, d31_45, gt45).
    pub by_age: BTreeMap<String, u64>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RequestIn {
    pub unit_id: Option<Uuid>,
    /// One of the unit's owners (`OwnerOut.id`); the request follows that owner's account.
    pub owner_id: Option<Uuid>,
    pub origin: Option<String>,
    pub subject: Option<String>,
    pub description: Option<String>,
    pub priority: Option<String>,
    pub responsible_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RequestUpdate {
    pub subject: Option<String>,
    pub description: Option<String>,
    pub priority: Option<String>,
    pub responsible_id: Option<Uuid>,
    pub version: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FormOwner {
    pub id: Uuid,
    pub name: String,
    pub email: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FormUnit {
    pub id: Uuid,
    pub name: String,
    pub owners: Vec<FormOwner>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RequestForm {
    pub units: Vec<FormUnit>,
    pub responsibles: Vec<NamedRef>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct NotifyIn {
    pub message: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FailureIn {
    pub area_id: Option<Uuid>,
    pub place_id: Option<Uuid>,
    pub item_id: Option<Uuid>,
    pub issue_id: Option<Uuid>,
    pub detail: Option<String>,
    pub severity_id: Option<Uuid>,
    pub batch: Option<String>,
    /// finishes (default), installations or structure.
    pub guarantee: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FailureOut {
    pub id: Uuid,
    pub number: i32,
    pub area: NamedRef,
    pub place: NamedRef,
    pub item: NamedRef,
    pub issue: Option<NamedRef>,
    pub detail: Option<String>,
    pub severity: Option<NamedRef>,
    pub batch: Option<String>,
    pub guarantee: super::warranty::Guarantee,
    pub warranty_ends: Option<chrono::NaiveDate>,
    pub in_warranty: bool,
    /// pending, scheduled, managed, not_applicable or combined.
    pub status: String,
    /// Why it was closed as not applicable.
    pub status_reason: Option<String>,
    /// The last order's result: solved or not_solved.
    pub result: Option<String>,
    /// The verdict of its last conformity record, if any: pending, conforming or non_conforming.
    pub ac_status: Option<String>,
    pub combined_into: Option<i32>,
    pub photos: Vec<crate::warranties::units::dto::FileOut>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FailureActionIn {
    /// not_applicable (with `reason`) or reopen.
    pub action: Option<String>,
    pub reason: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CombineIn {
    #[serde(default)]
    pub ids: Vec<Uuid>,
    pub detail: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ChecklistIssue {
    pub id: Uuid,
    pub name: String,
    pub severity_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ChecklistItemOut {
    pub id: Uuid,
    pub name: String,
    pub issues: Vec<ChecklistIssue>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ChecklistPlace {
    pub id: Uuid,
    pub name: String,
    pub items: Vec<ChecklistItemOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ChecklistArea {
    pub id: Uuid,
    pub name: String,
    pub places: Vec<ChecklistPlace>,
}

/// The unit type's checklist a failure is drawn from, and the project's severities.
#[derive(Serialize, utoipa::ToSchema)]
pub struct RequestChecklist {
    pub areas: Vec<ChecklistArea>,
    pub severities: Vec<NamedRef>,
}
