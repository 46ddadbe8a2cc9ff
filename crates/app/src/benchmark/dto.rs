//! Wire types of the benchmark.

use serde::{Deserialize, Serialize};

/// The fewest companies a peer figure is ever computed from (k-anonymity).
pub const MIN_COMPANIES: usize = 5;

#[derive(Serialize, utoipa::ToSchema, Clone, Debug, PartialEq)]
pub struct PeerStats {
    /// Companies the figure comes from (at least 5).
    pub n: usize,
    pub p25: f64,
    pub median: f64,
    pub p75: f64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MetricOut {
    /// failures_per_unit, days_to_close or observations_per_verification.
    pub key: String,
    /// The company's own figure (None without data).
    pub own: Option<f64>,
    /// The opted-in companies' spread; None when the company has not opted in or fewer than 5 have data.
    pub peers: Option<PeerStats>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FamilyOut {
    /// finishes, installations or structure.
    pub family: String,
    /// Share of the company's failures (0 to 1).
    pub own_share: Option<f64>,
    /// The mean share over the opted-in companies with failures (each company weighs the same).
    pub peers_share: Option<f64>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BenchmarkOut {
    pub opted_in: bool,
    pub min_companies: usize,
    /// Opted-in companies; None under 5 (not even the count is told then).
    pub peers: Option<usize>,
    pub metrics: Vec<MetricOut>,
    pub families: Vec<FamilyOut>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OptInIn {
    pub opt_in: Option<bool>,
}
