//! What the portal sends and receives (docs/api-owners-portal.md).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{
    tickets::dto::AttachmentOut,
    warranties::requests::order_dto::{AcFailure, OrderKind, OrderStatus},
};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SignInIn {
    pub email: Option<String>,
    pub password: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LinkIn {
    pub email: Option<String>,
    pub project_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct LinkSent {
    pub sent: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = PortalPasswordIn)]
pub struct PasswordIn {
    pub password: Option<String>,
    pub current: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalOwner)]
pub struct OwnerOut {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub has_password: bool,
    pub company_name: String,
    /// es or pt-BR: the company's country language.
    pub locale: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalSession)]
pub struct SessionOut {
    /// The bearer token for `Authorization: Bearer`; shown once.
    pub token: String,
    pub owner: OwnerOut,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalEmbed)]
pub struct EmbedOut {
    pub project_id: Uuid,
    pub project_name: String,
    pub company_name: String,
    pub primary_color: String,
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ProjectQuery {
    pub project_id: Option<Uuid>,
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct UnitQuery {
    pub unit_id: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalUnit)]
pub struct UnitOut {
    pub id: Uuid,
    pub name: String,
    pub floor: Option<String>,
    pub project_id: Uuid,
    pub project_name: String,
    pub status: String,
    pub delivery_date: Option<NaiveDate>,
    pub open_requests: u64,
    /// Whether the project takes messages from owners.
    pub can_message: bool,
    /// The delivery date plus the project's warranty months.
    pub warranty_until: Option<NaiveDate>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalDocument)]
pub struct DocumentOut {
    pub id: Uuid,
    /// act, certificate or general.
    pub kind: String,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    pub created_at: DateTime<Utc>,
    pub url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalUnitDetail)]
pub struct UnitDetail {
    #[serde(flatten)]
    pub unit: UnitOut,
    pub documents: Vec<DocumentOut>,
    pub requests: Vec<RequestRow>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalRequestRow)]
pub struct RequestRow {
    pub id: Uuid,
    pub number: i64,
    pub subject: String,
    pub status: String,
    pub unit_id: Option<Uuid>,
    pub unit_name: String,
    pub project_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct StatusCount {
    pub status: String,
    pub count: u64,
}

#[derive(Serialize, utoipa::ToSchema, Default)]
pub struct VisitCounts {
    pub confirmed: u64,
    pub waiting: u64,
    pub rejected: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalStats)]
pub struct StatsOut {
    pub by_status: Vec<StatusCount>,
    pub open: u64,
    pub finished: u64,
    pub avg_days_to_close: Option<f64>,
    pub visits: VisitCounts,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalHome)]
pub struct HomeOut {
    pub units: Vec<UnitOut>,
    /// The newest 50.
    pub requests: Vec<RequestRow>,
    pub stats: StatsOut,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalMessage)]
pub struct MessageOut {
    pub id: Uuid,
    pub body: String,
    /// Written by this owner.
    pub mine: bool,
    pub author: Option<String>,
    pub created_at: DateTime<Utc>,
    pub attachments: Vec<AttachmentOut>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalFailure)]
pub struct FailureOut {
    pub id: Uuid,
    pub number: i32,
    pub area_name: String,
    pub place_name: String,
    pub item_name: String,
    pub issue_name: Option<String>,
    pub detail: Option<String>,
    pub status: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalOrder)]
pub struct OrderOut {
    pub id: Uuid,
    pub kind: OrderKind,
    pub code: String,
    pub status: OrderStatus,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub responsible: Option<String>,
    /// confirm or reject.
    pub visit_answer: Option<String>,
    pub visit_answered_at: Option<DateTime<Utc>>,
    pub may_answer: bool,
    /// The start minus the project's answer window.
    pub answer_until: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalAc)]
pub struct AcOut {
    pub id: Uuid,
    pub code: String,
    /// pending, conforming, non_conforming or rejected.
    pub status: String,
    pub signed_at: Option<DateTime<Utc>>,
    pub signer_name: Option<String>,
    pub failures: Vec<AcFailure>,
    pub pdf_url: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = PortalRequest)]
pub struct RequestOut {
    #[serde(flatten)]
    pub row: RequestRow,
    pub description: Option<String>,
    pub can_message: bool,
    pub messages: Vec<MessageOut>,
    pub failures: Vec<FailureOut>,
    pub orders: Vec<OrderOut>,
    pub acs: Vec<AcOut>,
}
