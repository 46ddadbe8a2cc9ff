//! Conformity verdict of a concrete lot from compressive-strength results.
//!
//! Two national standards are supported:
//! - Chile, **NCh1998.Of89** "Hormigón – Evaluación estadística de la resistencia
//!   mecánica" ([`nch1998`]). The clause text was *not* available when this crate was
//!   written; the criteria implemented are the documented statistical form (see
//!   `DECISIONS.md`) and the individual-result margin is a required parameter.
//! - Brazil, **ABNT NBR 12655:2015** "Concreto de cimento Portland – Preparo, controle,
//!   recebimento e aceitação", §6.2.3 ([`nbr12655`]).
//!
//! All strengths are in MPa. The crate is pure: no I/O, no dependencies.

pub mod nbr12655;
pub mod nch1998;
pub mod stats;

pub use nbr12655::{Condition, Sampling};
pub use nch1998::{Dispersion, FractionDefective};

/// Which standard (and its options) the lot is judged by.
#[derive(Debug, Clone, PartialEq)]
pub enum Standard {
    /// NCh1998.Of89 (Chile). See [`nch1998::evaluate`].
    Nch1998 {
        /// Fraction defective accepted by the specification (typ. 10 % structural).
        fraction_defective: FractionDefective,
        /// How the standard deviation is obtained (from the lot, or known beforehand).
        dispersion: Dispersion,
        /// Margin k2 (MPa) of the individual criterion `fi ≥ fc − k2`.
        /// Must be taken from the project specification / NCh1998 table (unverified here).
        individual_margin_mpa: f64,
    },
    /// NBR 12655:2015 (Brazil). See [`nbr12655::evaluate`].
    Nbr12655 {
        /// Partial (some batches) or total (every batch) sampling, §6.2.3.
        sampling: Sampling,
        /// Preparation condition A, B or C (§5.6.3.1), selects the ψ6 row of Table 3.
        condition: Condition,
    },
}

/// One checked requirement, e.g. "mean ≥ fc + t·s".
#[derive(Debug, Clone, PartialEq)]
pub struct Criterion {
    /// Machine key: `"mean"`, `"individual"`, `"fck_est"`, `"batch_3"`, …
    pub name: String,
    /// Value the actual value must reach (MPa).
    pub required_mpa: f64,
    /// Value obtained from the results (MPa).
    pub actual_mpa: f64,
    /// `actual_mpa >= required_mpa`.
    pub passed: bool,
}

impl Criterion {
    pub(crate) fn at_least(name: impl Into<String>, required_mpa: f64, actual_mpa: f64) -> Self {
        Criterion {
            name: name.into(),
            required_mpa,
            actual_mpa,
            passed: actual_mpa >= required_mpa,
        }
    }
}

/// Outcome of [`evaluate`].
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// `Some(true)` conforming, `Some(false)` not conforming,
    /// `None` not enough results for the chosen rule (see `notes`).
    pub conforming: Option<bool>,
    /// Estimated characteristic strength (NBR: fck,est; NCh: fm − t·s), when computed.
    pub estimate_mpa: Option<f64>,
    /// Every requirement checked, in the order the standard states them.
    pub criteria: Vec<Criterion>,
    /// Human-readable notes: rule applied, factors used, why no verdict.
    pub notes: Vec<String>,
}

impl Verdict {
    pub(crate) fn not_enough(note: String) -> Self {
        Verdict {
            conforming: None,
            estimate_mpa: None,
            criteria: vec![],
            notes: vec![note],
        }
    }
    pub(crate) fn from_criteria(
        estimate: Option<f64>,
        criteria: Vec<Criterion>,
        notes: Vec<String>,
    ) -> Self {
        let conforming = Some(criteria.iter().all(|c| c.passed));
        Verdict {
            conforming,
            estimate_mpa: estimate,
            criteria,
            notes,
        }
    }
}

/// Rejected input.
#[derive(Debug, Clone, PartialEq)]
pub enum InputError {
    /// The specified strength is NaN, infinite, zero or negative.
    InvalidSpecified(f64),
    /// A result (or specimen) is NaN, infinite or negative; carries index and value.
    InvalidResult { index: usize, value: f64 },
    /// A standard parameter (known s, margin) is NaN, infinite or negative.
    InvalidParameter(&'static str),
    /// A helper received no specimens.
    NoSpecimens,
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputError::InvalidSpecified(v) => {
                write!(f, "specified strength must be finite and > 0, got {v}")
            }
            InputError::InvalidResult { index, value } => {
                write!(f, "result #{index} must be finite and >= 0, got {value}")
            }
            InputError::InvalidParameter(p) => write!(f, "parameter {p} must be finite and >= 0"),
            InputError::NoSpecimens => write!(f, "at least one specimen is required"),
        }
    }
}

impl std::error::Error for InputError {}

fn check_values(values: &[f64]) -> Result<(), InputError> {
    match values
        .iter()
        .enumerate()
        .find(|(_, v)| !v.is_finite() || **v < 0.0)
    {
        Some((index, &value)) => Err(InputError::InvalidResult { index, value }),
        None => Ok(()),
    }
}

/// Judges a lot: `specified_mpa` is fc (NCh) or fck (NBR); `results_mpa` are the
/// test results, one per sample/exemplar (see [`nch_sample_result`], [`nbr_exemplar_result`]).
pub fn evaluate(
    standard: &Standard,
    specified_mpa: f64,
    results_mpa: &[f64],
) -> Result<Verdict, InputError> {
    if !specified_mpa.is_finite() || specified_mpa <= 0.0 {
        return Err(InputError::InvalidSpecified(specified_mpa));
    }
    check_values(results_mpa)?;
    match standard {
        Standard::Nch1998 {
            fraction_defective,
            dispersion,
            individual_margin_mpa,
        } => nch1998::evaluate(
            *fraction_defective,
            *dispersion,
            *individual_margin_mpa,
            specified_mpa,
            results_mpa,
        ),
        Standard::Nbr12655 {
            sampling,
            condition,
        } => Ok(nbr12655::evaluate(
            *sampling,
            *condition,
            specified_mpa,
            results_mpa,
        )),
    }
}

/// NCh1998 "resistencia individual" fi: arithmetic mean of the specimens of one sample.
pub fn nch_sample_result(specimens_mpa: &[f64]) -> Result<f64, InputError> {
    if specimens_mpa.is_empty() {
        return Err(InputError::NoSpecimens);
    }
    check_values(specimens_mpa)?;
    Ok(stats::mean(specimens_mpa))
}

/// NBR 12655 exemplar result: the **higher** of the specimens of the exemplar
/// ("o maior dos dois valores obtidos" for the usual pair of specimens; clause number
/// not verified, see DECISIONS.md).
pub fn nbr_exemplar_result(specimens_mpa: &[f64]) -> Result<f64, InputError> {
    if specimens_mpa.is_empty() {
        return Err(InputError::NoSpecimens);
    }
    check_values(specimens_mpa)?;
    Ok(specimens_mpa.iter().copied().fold(f64::MIN, f64::max))
}
