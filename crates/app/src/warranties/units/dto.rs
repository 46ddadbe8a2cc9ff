//! Wire shapes of units and what a delivery file holds.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

platform::string_enum! {
    /// SPEC §4 Delivery file: new/to deliver → delivery to confirm → confirmed or rejected → delivered (with
    /// observations).
    pub enum UnitStatus {
        New => "new",
        ToConfirm => "to_confirm",
        Confirmed => "confirmed",
        Rejected => "rejected",
        Delivered => "delivered",
        DeliveredObservations => "delivered_observations",
    }
}

impl UnitStatus {
    pub fn delivered(self) -> bool {
        matches!(self, Self::Delivered | Self::DeliveredObservations)
    }
}

platform::string_enum! {
    /// SPEC §4 Revision.
    pub enum RevisionStatus {
        Complies => "complies",
        Failure => "failure",
        NotApplicable => "not_applicable",
        Solved => "solved",
        SolvedAfterSales => "solved_after_sales",
    }
}

platform::string_enum! {
    pub enum OwnerRole {
        Owner => "owner",
        Receiver => "receiver",
    }
}

platform::string_enum! {
    /// What a receiver who is not the owner is to the owner (SPEC §5: a receiver requires a type option).
    pub enum ReceiverType {
        Representative => "representative",
        Relative => "relative",
        Tenant => "tenant",
        Other => "other",
    }
}

platform::string_enum! {
    pub enum MeterKind {
        Light => "light",
        ColdWater => "cold_water",
        HotWater => "hot_water",
        Gas => "gas",
        Heating => "heating",
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActOut {
    pub id: Uuid,
    pub sha256: String,
    pub size: i64,
    pub act_date: NaiveDate,
    pub observations: i32,
    pub url: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct UnitOut {
    pub id: Uuid,
    pub project_id: Uuid,
    pub name: String,
    pub floor: Option<String>,
    pub unit_type_id: Option<Uuid>,
    pub unit_type_name: Option<String>,
    pub parkings: Vec<String>,
    pub stores: Vec<String>,
    pub responsible_id: Option<Uuid>,
    pub responsible_name: Option<String>,
    pub status: UnitStatus,
    pub scheduled_at: Option<DateTime<Utc>>,
    /// The owner's reason when the visit was rejected.
    pub schedule_answer: Option<String>,
    pub delivery_date: Option<NaiveDate>,
    pub registry_date: Option<NaiveDate>,
    pub note: Option<String>,
    pub owners_count: u64,
    pub failures_count: u64,
    pub act: Option<ActOut>,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UnitIn {
    pub version: Option<i32>,
    pub name: Option<String>,
    pub floor: Option<String>,
    pub unit_type_id: Option<Uuid>,
    #[serde(default)]
    pub parkings: Vec<String>,
    #[serde(default)]
    pub stores: Vec<String>,
    pub responsible_id: Option<Uuid>,
    /// `YYYY-MM-DD`.
    pub registry_date: Option<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnitFilters {
    /// Comma-separated statuses.
    pub status: Option<String>,
    pub unit_type_id: Option<Uuid>,
    pub responsible_id: Option<Uuid>,
    pub floor: Option<String>,
}

#[derive(Deserialize)]
pub struct UnitsQuery {
    #[serde(flatten)]
    pub list: platform::envelope::ListQuery,
    #[serde(flatten)]
    pub filters: UnitFilters,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SummaryOut {
    pub total: u64,
    pub by_status: std::collections::BTreeMap<String, u64>,
}

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
pub struct OwnerOut {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub tax_id: Option<String>,
    pub role: OwnerRole,
    pub receiver_type: Option<ReceiverType>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OwnerIn {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub tax_id: Option<String>,
    pub role: Option<String>,
    pub receiver_type: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OwnersIn {
    #[serde(default)]
    pub owners: Vec<OwnerIn>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FileOut {
    pub id: Uuid,
    pub kind: String,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    pub delivered_by: Option<String>,
    pub delivered_on: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RevisionSummary {
    pub complies: u64,
    pub failure: u64,
    pub not_applicable: u64,
    pub solved: u64,
    pub solved_after_sales: u64,
    /// Items not yet revised.
    pub pending: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ItemRevision {
    pub status: RevisionStatus,
    pub issue_id: Option<Uuid>,
    pub severity_id: Option<Uuid>,
    pub comment: Option<String>,
    pub photos: Vec<FileOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct IssueRef {
    pub id: Uuid,
    pub name: String,
    pub severity_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ItemOut {
    pub id: Uuid,
    pub name: String,
    pub issues: Vec<IssueRef>,
    pub revision: Option<ItemRevision>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PlaceOut {
    pub id: Uuid,
    pub name: String,
    pub items: Vec<ItemOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AreaOut {
    pub id: Uuid,
    pub name: String,
    pub places: Vec<PlaceOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RevisionOut {
    pub summary: RevisionSummary,
    pub areas: Vec<AreaOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RevisionIn {
    pub status: Option<String>,
    pub issue_id: Option<Uuid>,
    pub severity_id: Option<Uuid>,
    pub comment: Option<String>,
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
pub struct MeterOut {
    pub kind: MeterKind,
    pub number: Option<String>,
    pub reading: Option<String>,
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
pub struct AccessoryOut {
    pub id: Option<Uuid>,
    pub name: String,
    pub delivered: bool,
    pub quantity: i32,
}

#[derive(Serialize, Deserialize, utoipa::ToSchema)]
pub struct DetailsOut {
    #[serde(default)]
    pub meters: Vec<MeterOut>,
    #[serde(default)]
    pub accessories: Vec<AccessoryOut>,
}

/// A state change (SPEC §4 Delivery file).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct UnitActionIn {
    /// schedule, confirm, reject, deliver, reset or reset_clean.
    pub action: Option<String>,
    pub responsible_id: Option<Uuid>,
    /// RFC 3339, for `schedule`.
    pub scheduled_at: Option<String>,
    /// For `reject`.
    pub reason: Option<String>,
    /// `YYYY-MM-DD`, for `deliver`.
    pub delivery_date: Option<String>,
    /// Up to 250 characters, for `deliver`.
    pub note: Option<String>,
    /// Must be true for `reset_clean`.
    #[serde(default)]
    pub confirm: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActSignatureIn {
    /// receiver or representative.
    pub role: Option<String>,
    /// The receiver (an owner or receiver of the unit).
    pub owner_id: Option<Uuid>,
    /// The representative's name (the signed-in user's when absent).
    pub name: Option<String>,
    /// `data:image/png;base64,…` from the signature pad.
    pub image: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActIn {
    #[serde(default)]
    pub signatures: Vec<ActSignatureIn>,
    pub note: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct UnitActivityOut {
    pub id: Uuid,
    pub action: String,
    pub user_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CreatedOut {
    pub created: u64,
}
