//! Wire types of billing.

use chrono::{DateTime, NaiveDate, Utc};
use platform::{context::effective_plan, entities::company, permissions::Module};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::entity as invoice;
use crate::activation::ActivationRequestOut;

/// Currencies an invoice can be issued in.
pub const CURRENCIES: &[&str] = &["CLP", "BRL", "USD"];
/// Plans a company can be on.
pub const PLANS: &[&str] = &["free", "trial", "full"];
/// Statuses of an invoice.
pub const STATUSES: &[&str] = &["issued", "paid", "void"];

#[derive(Serialize, utoipa::ToSchema)]
pub struct CompanyRef {
    pub id: Uuid,
    pub name: String,
    pub country: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SeatsOut {
    pub used: u64,
    /// None: no cap.
    pub max: Option<i32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ModuleIncluded {
    pub module: Module,
    pub included: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct InvoiceOut {
    pub id: Uuid,
    pub number: String,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub plan: String,
    pub seats: i32,
    /// In minor units (hundredths), for every currency.
    pub amount_cents: i64,
    /// CLP, BRL or USD.
    pub currency: String,
    /// issued, paid or void.
    pub status: String,
    pub created_at: DateTime<Utc>,
}

impl From<invoice::Model> for InvoiceOut {
    fn from(m: invoice::Model) -> Self {
        Self { id: m.id, number: m.number, period_start: m.period_start, period_end: m.period_end, plan: m.plan, seats: m.seats, amount_cents: m.amount_cents, currency: m.currency, status: m.status, created_at: m.created_at }
    }
}

/// The company's plan, seats, modules and invoices.
#[derive(Serialize, utoipa::ToSchema)]
pub struct BillingOut {
    pub company: CompanyRef,
    /// free, trial or full, as set.
    pub plan: String,
    /// The plan in force: an expired trial is free.
    pub effective_plan: String,
    pub trial_ends_at: Option<DateTime<Utc>>,
    /// Days left of a running trial, the current one included (1 on its last day).
    pub trial_days_left: Option<i64>,
    pub blocked: bool,
    pub seats: SeatsOut,
    pub modules: Vec<ModuleIncluded>,
    /// The open request for the full plan, if any.
    pub upgrade_request: Option<ActivationRequestOut>,
    pub invoices: Vec<InvoiceOut>,
}

/// A company as the provider's staff see it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct AdminCompanyOut {
    pub id: Uuid,
    pub name: String,
    pub country: String,
    pub plan: String,
    pub effective_plan: String,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub trial_days_left: Option<i64>,
    pub blocked: bool,
    pub seats_used: u64,
    pub max_users: Option<i32>,
    pub created_at: DateTime<Utc>,
}

impl AdminCompanyOut {
    pub fn new(c: company::Model, seats_used: u64) -> Self {
        Self { effective_plan: effective_plan(&c).as_str().into(), trial_days_left: days_left(&c), id: c.id, name: c.name, country: c.country, plan: c.plan, trial_ends_at: c.trial_ends_at, blocked: c.blocked, seats_used, max_users: c.max_users, created_at: c.created_at }
    }
}

/// Days left of a trial that has not ended.
pub fn days_left(c: &company::Model) -> Option<i64> {
    let end = c.trial_ends_at.filter(|_| c.plan == "trial")?;
    let left = (end - Utc::now()).num_seconds();
    // Started days count: a 30-day trial reads 30 on its first day and 1 on its last.
    (left > 0).then(|| (left + 86_399) / 86_400)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PlanIn {
    /// free, trial or full.
    pub plan: Option<String>,
    /// For a trial: when it ends (default: 30 days from now). Ignored for other plans.
    pub trial_ends_at: Option<DateTime<Utc>>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TrialExtensionIn {
    /// 1 to 365 days, added to the trial's end (or to today when it has ended).
    pub days: Option<i64>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct BlockedIn {
    pub blocked: Option<bool>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct InvoiceIn {
    pub period_start: Option<String>,
    pub period_end: Option<String>,
    /// In minor units; 1 to 10^13.
    pub amount_cents: Option<i64>,
    /// CLP, BRL or USD.
    pub currency: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct InvoiceStatusIn {
    /// issued, paid or void.
    pub status: Option<String>,
}
