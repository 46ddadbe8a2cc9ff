//! Small, dependency-free statistics used by the standards.
//!
//! Only what the conformity rules need: mean, sample standard deviation
//! (n − 1 in the denominator, as both standards define it), ascending sort,
//! and one-sided quantiles of the Student t and standard normal distributions.

/// Arithmetic mean. Returns `NaN` for an empty slice (callers check `n` first).
pub fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

/// Sample standard deviation with `n − 1` in the denominator
/// (NBR 12655 §6.2.3 "calculado com um grau de liberdade a menos";
/// NCh1998 "desviación normal" uses the same estimator).
pub fn sample_sd(xs: &[f64]) -> f64 {
    let m = mean(xs);
    let ss: f64 = xs.iter().map(|x| (x - m) * (x - m)).sum();
    (ss / (xs.len() as f64 - 1.0)).sqrt()
}

/// Copy of `xs` sorted ascending (inputs are validated finite, so `total_cmp` is exact).
pub fn sorted(xs: &[f64]) -> Vec<f64> {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    v
}

/// Natural log of the gamma function (Lanczos approximation, g = 7, n = 9).
fn ln_gamma(x: f64) -> f64 {
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    let x = x - 1.0;
    let t = x + 7.5;
    let mut a = C[0];
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

/// Continued fraction for the regularized incomplete beta (modified Lentz).
fn beta_cf(a: f64, b: f64, x: f64) -> f64 {
    let tiny = 1e-300;
    let (qab, qap, qam) = (a + b, a + 1.0, a - 1.0);
    let mut c = 1.0;
    let mut d = 1.0 - qab * x / qap;
    d = if d.abs() < tiny { tiny } else { d };
    d = 1.0 / d;
    let mut h = d;
    for m in 1..300 {
        let m = m as f64;
        let m2 = 2.0 * m;
        for aa in [
            m * (b - m) * x / ((qam + m2) * (a + m2)),
            -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)),
        ] {
            d = 1.0 + aa * d;
            d = if d.abs() < tiny { tiny } else { d };
            c = 1.0 + aa / c;
            c = if c.abs() < tiny { tiny } else { c };
            d = 1.0 / d;
            h *= d * c;
        }
        if (d * c - 1.0).abs() < 1e-15 {
            break;
        }
    }
    h
}

/// Regularized incomplete beta I_x(a, b).
fn inc_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let ln_front = ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln();
    if x < (a + 1.0) / (a + b + 2.0) {
        ln_front.exp() * beta_cf(a, b, x) / a
    } else {
        1.0 - ln_front.exp() * beta_cf(b, a, 1.0 - x) / b
    }
}

/// CDF of Student's t with `df` degrees of freedom, for `t ≥ 0`.
fn student_t_cdf(t: f64, df: f64) -> f64 {
    1.0 - 0.5 * inc_beta(df / 2.0, 0.5, df / (df + t * t))
}

/// Standard normal CDF via erfc (Numerical Recipes Chebyshev fit, |error| < 1.2e-7).
fn normal_cdf(z: f64) -> f64 {
    let x = -z / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    let poly = -x * x - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let erfc = t * poly.exp();
    0.5 * if x >= 0.0 { erfc } else { 2.0 - erfc }
}

/// Bisection for the `p`-quantile (0.5 < p < 1) of a monotone CDF on [0, 1000].
fn quantile(p: f64, cdf: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (0.0_f64, 1000.0_f64);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if cdf(mid) < p {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// One-sided Student t quantile t(p; df), e.g. t(0.90; 10) ≈ 1.372.
pub fn student_t_quantile(p: f64, df: u32) -> f64 {
    quantile(p, |t| student_t_cdf(t, df as f64))
}

/// One-sided standard normal quantile z(p), e.g. z(0.90) ≈ 1.2816.
pub fn normal_quantile(p: f64) -> f64 {
    quantile(p, normal_cdf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn mean_and_sd() {
        let xs = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0];
        assert!(close(mean(&xs), 5.0, 1e-12));
        // sum of squares 32, n − 1 = 7
        assert!(close(sample_sd(&xs), (32.0_f64 / 7.0).sqrt(), 1e-12));
    }

    #[test]
    fn quantiles_match_printed_tables() {
        // Any printed Student t table (one-sided).
        assert!(close(student_t_quantile(0.95, 10), 1.812, 1e-3));
        assert!(close(student_t_quantile(0.90, 10), 1.372, 1e-3));
        assert!(close(student_t_quantile(0.80, 10), 0.879, 1e-3));
        assert!(close(student_t_quantile(0.90, 1), 3.078, 1e-3));
        assert!(close(student_t_quantile(0.90, 29), 1.311, 1e-3));
        assert!(close(normal_quantile(0.90), 1.2816, 1e-3));
        assert!(close(normal_quantile(0.80), 0.8416, 1e-3));
        assert!(close(normal_quantile(0.95), 1.6449, 1e-3));
    }
}
