//! ABNT NBR 12655:2015, §6.2.3 — acceptance of a lot by compressive strength.
//!
//! Results are exemplar values in MPa (see [`crate::nbr_exemplar_result`]).
//! f1 ≤ f2 ≤ … ≤ fn are the results sorted ascending.

use crate::stats::{mean, sample_sd, sorted};
use crate::{Criterion, Verdict};

/// Sampling type, NBR 12655 §6.2.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sampling {
    /// §6.2.3.2 statistical control by partial sampling (exemplars from some batches).
    /// Minimum 6 exemplars (group I, ≤ C50) or 12 (group II, > C50).
    Partial,
    /// Exceptional case (§6.2.3.3 in the 2006 numbering): lot of at most 10 m³ sampled with 2 to 5 exemplars,
    /// fck,est = ψ6·f1.
    Exceptional,
    /// §6.2.3.1 (2015) total sampling: every batch sampled; conformity is judged per
    /// batch, fck,est = fc,betonada. The lot conforms when every batch conforms.
    Total,
    /// Total sampling as written in the superseded 2006 edition (§6.2.3.2 b):
    /// n ≤ 20: fck,est = f1; n > 20: fck,est = fi with i = 0.05·n rounded up.
    /// Kept for old contracts; not part of the 2015 text.
    Total2006,
}

/// Preparation condition, NBR 12655 §5.6.3.1 (selects the ψ6 row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    A,
    B,
    C,
}

/// Table 3 (2015; Table 8 in 2006) — ψ6 by number of exemplars n.
const PSI6_N: [u32; 11] = [2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16];
const PSI6_A: [f64; 11] = [
    0.82, 0.86, 0.89, 0.91, 0.92, 0.94, 0.95, 0.97, 0.99, 1.00, 1.02,
];
const PSI6_BC: [f64; 11] = [
    0.75, 0.80, 0.84, 0.87, 0.89, 0.91, 0.93, 0.96, 0.98, 1.00, 1.02,
];

/// ψ6 for `n` exemplars; linear interpolation between tabulated n (the standard
/// "admite interpolação linear"); n ≥ 16 → 1.02; n < 2 → `None`.
pub fn psi6(n: usize, condition: Condition) -> Option<f64> {
    let row = if condition == Condition::A {
        &PSI6_A
    } else {
        &PSI6_BC
    };
    let n = n as u32;
    if n < 2 {
        return None;
    }
    if n >= 16 {
        return Some(row[10]);
    }
    let i = PSI6_N.iter().position(|&k| k >= n)?;
    if PSI6_N[i] == n {
        return Some(row[i]);
    }
    let (n0, n1) = (PSI6_N[i - 1] as f64, PSI6_N[i] as f64);
    Some(row[i - 1] + (row[i] - row[i - 1]) * (n as f64 - n0) / (n1 - n0))
}

/// Partial-sampling estimator for 6 ≤ n < 20 (§6.2.3.2 a), before the ψ6 floor:
/// fck,est = 2·(f1 + … + f(m−1))/(m − 1) − fm, m = n/2, highest value dropped if n odd.
pub fn partial_estimate(sorted_results: &[f64]) -> f64 {
    let m = sorted_results.len() / 2;
    let sum: f64 = sorted_results[..m - 1].iter().sum();
    2.0 * sum / (m as f64 - 1.0) - sorted_results[m - 1]
}

/// Evaluates a lot; inputs were validated by [`crate::evaluate`].
pub fn evaluate(sampling: Sampling, condition: Condition, fck: f64, results: &[f64]) -> Verdict {
    let f = sorted(results);
    let n = f.len();
    let fck_c = |est: f64| vec![Criterion::at_least("fck_est", fck, est)];
    match sampling {
        Sampling::Partial => {
            let min_n = if fck > 50.0 { 12 } else { 6 };
            if n < min_n {
                return Verdict::not_enough(format!(
                    "partial sampling needs at least {min_n} exemplars (§6.2.3.2), got {n}"
                ));
            }
            if n >= 20 {
                let (fcm, sd) = (mean(&f), sample_sd(&f));
                let est = fcm - 1.65 * sd;
                let note = format!("n >= 20: fck,est = fcm - 1.65 sd = {fcm:.3} - 1.65 x {sd:.3}");
                return Verdict::from_criteria(Some(est), fck_c(est), vec![note]);
            }
            let raw = partial_estimate(&f);
            let p = psi6(n, condition).unwrap_or(1.02);
            let floor = p * f[0];
            let est = raw.max(floor);
            let notes = vec![format!(
                "6 <= n < 20: m = {}, formula = {raw:.3}, psi6 = {p:.3}, psi6*f1 = {floor:.3}",
                n / 2
            )];
            Verdict::from_criteria(Some(est), fck_c(est), notes)
        }
        Sampling::Exceptional => {
            if !(2..=5).contains(&n) {
                return Verdict::not_enough(format!(
                    "exceptional case applies to 2..=5 exemplars, got {n}; use Partial"
                ));
            }
            let p = psi6(n, condition).unwrap_or(0.0);
            let est = p * f[0];
            Verdict::from_criteria(
                Some(est),
                fck_c(est),
                vec![format!("fck,est = psi6*f1, psi6 = {p:.2}")],
            )
        }
        Sampling::Total => {
            if n == 0 {
                return Verdict::not_enough(
                    "total sampling needs at least one batch result".into(),
                );
            }
            let criteria = results
                .iter()
                .enumerate()
                .map(|(i, &fc)| Criterion::at_least(format!("batch_{}", i + 1), fck, fc))
                .collect();
            let note = "2015 total sampling: fck,est = fc,betonada for each batch; estimate = weakest batch";
            Verdict::from_criteria(Some(f[0]), criteria, vec![note.into()])
        }
        Sampling::Total2006 => {
            if n == 0 {
                return Verdict::not_enough("total sampling needs at least one result".into());
            }
            let i = if n <= 20 {
                1
            } else {
                (0.05 * n as f64 - 1e-9).ceil() as usize
            };
            let est = f[i - 1];
            Verdict::from_criteria(
                Some(est),
                fck_c(est),
                vec![format!("2006 total sampling: fck,est = f{i}")],
            )
        }
    }
}
