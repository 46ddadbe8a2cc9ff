//! NCh1998.Of89 — statistical evaluation of the compressive strength of a lot (Chile).
//!
//! **Verification status: the clause text of NCh1998 could not be obtained** (only its
//! title pages are publicly indexed). What is implemented is the statistical form the
//! standard and its teaching material describe (see `DECISIONS.md` §NCh1998):
//!
//! - fraction defective FD: share of the lot below fc; the normal deviate for FD is
//!   t∞ = 1.28 (10 %), 0.84 (20 %) (ICH/UTFSM course tables: "t FD 0.84 20 %, 1.28 10 %").
//! - **mean criterion**: fm ≥ fc + t·s, where t is the one-sided Student t quantile
//!   at 1 − FD with the degrees of freedom of s (normal deviate when s is known from
//!   ≥ 30 earlier results). Equivalently the estimate fm − t·s ≥ fc.
//! - **individual criterion**: every fi ≥ fc − k2, k2 given by the caller.
//!
//! Results are sample values fi (mean of the specimens of a sample,
//! see [`crate::nch_sample_result`]).

use crate::stats::{mean, normal_quantile, sample_sd, student_t_quantile};
use crate::{Criterion, InputError, Verdict};

/// Minimum lot size when s is computed from the lot itself (choice, see DECISIONS.md).
pub const MIN_RESULTS_FROM_LOT: usize = 3;
/// Number of earlier results from which s is treated as known (normal deviate).
pub const KNOWN_SD_RESULTS: usize = 30;

/// Fraction defective accepted by the specification.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FractionDefective {
    /// 5 % (confidence 95 %).
    Pct5,
    /// 10 % (confidence 90 %) — usual for structural concrete.
    Pct10,
    /// 20 % (confidence 80 %) — some non-structural work.
    Pct20,
}

impl FractionDefective {
    /// Fraction as a number, e.g. 0.10.
    pub fn fraction(self) -> f64 {
        match self {
            FractionDefective::Pct5 => 0.05,
            FractionDefective::Pct10 => 0.10,
            FractionDefective::Pct20 => 0.20,
        }
    }
}

/// Where the standard deviation s comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Dispersion {
    /// s is the sample standard deviation of the lot's own results (df = n − 1).
    FromLot,
    /// s is known from `previous_results` earlier results of the same concrete/plant.
    /// ≥ 30 results → normal deviate; fewer → Student t with previous_results − 1 df.
    Known { s_mpa: f64, previous_results: usize },
}

/// Factor t for the mean criterion, given FD and degrees of freedom
/// (`None` = s known, use the normal deviate).
pub fn t_factor(fd: FractionDefective, df: Option<u32>) -> f64 {
    let p = 1.0 - fd.fraction();
    match df {
        Some(df) => student_t_quantile(p, df),
        None => normal_quantile(p),
    }
}

/// Evaluates a lot; `results` already validated by [`crate::evaluate`].
pub fn evaluate(
    fd: FractionDefective,
    dispersion: Dispersion,
    k2: f64,
    fc: f64,
    results: &[f64],
) -> Result<Verdict, InputError> {
    if !k2.is_finite() || k2 < 0.0 {
        return Err(InputError::InvalidParameter("individual_margin_mpa"));
    }
    let n = results.len();
    let (s, df) = match dispersion {
        Dispersion::FromLot => {
            if n < MIN_RESULTS_FROM_LOT {
                return Ok(Verdict::not_enough(format!(
                    "s from the lot needs at least {MIN_RESULTS_FROM_LOT} results, got {n}"
                )));
            }
            (sample_sd(results), Some(n as u32 - 1))
        }
        Dispersion::Known {
            s_mpa,
            previous_results,
        } => {
            if !s_mpa.is_finite() || s_mpa < 0.0 || previous_results < 2 {
                return Err(InputError::InvalidParameter(
                    "dispersion.s_mpa/previous_results",
                ));
            }
            if n == 0 {
                return Ok(Verdict::not_enough("no results".into()));
            }
            let df = (previous_results < KNOWN_SD_RESULTS).then(|| previous_results as u32 - 1);
            (s_mpa, df)
        }
    };
    let t = t_factor(fd, df);
    let fm = mean(results);
    let fmin = results.iter().copied().fold(f64::INFINITY, f64::min);
    let criteria = vec![
        Criterion::at_least("mean", fc + t * s, fm),
        Criterion::at_least("individual", fc - k2, fmin),
    ];
    let df_txt = df.map_or("normal".to_string(), |d| format!("Student df={d}"));
    let notes = vec![format!(
        "FD={:.0}%: t={t:.3} ({df_txt}), s={s:.3}, fm={fm:.3}, k2={k2}",
        fd.fraction() * 100.0
    )];
    Ok(Verdict::from_criteria(Some(fm - t * s), criteria, notes))
}
