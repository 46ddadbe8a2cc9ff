//! NBR 12655 tests: unit criteria, edge cases and worked examples.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic
use concrete::nbr12655::{partial_estimate, psi6};
use concrete::{evaluate, nbr_exemplar_result, Condition, InputError, Sampling, Standard};

fn nbr(sampling: Sampling, condition: Condition) -> Standard {
    Standard::Nbr12655 {
        sampling,
        condition,
    }
}
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn psi6_table_values_and_interpolation() {
    // Table values as printed in NBR 12655:2006 Table 8 (same table, numbered 3, in 2015),
    // source: https://slidepub.com/slideshow/nbr-12655-2006 (p. 17 of the standard).
    assert_eq!(psi6(6, Condition::A), Some(0.92));
    assert_eq!(psi6(6, Condition::B), Some(0.89));
    assert_eq!(psi6(12, Condition::C), Some(0.98));
    assert_eq!(psi6(2, Condition::A), Some(0.82));
    assert_eq!(psi6(16, Condition::A), Some(1.02));
    assert_eq!(psi6(40, Condition::B), Some(1.02));
    assert_eq!(psi6(1, Condition::A), None);
    // Linear interpolation between n = 8 (0.95) and n = 10 (0.97).
    assert!(close(psi6(9, Condition::A).unwrap(), 0.96));
    // B/C between 14 (1.00) and 16 (1.02).
    assert!(close(psi6(15, Condition::B).unwrap(), 1.01));
}

#[test]
fn exemplar_is_the_higher_specimen() {
    assert_eq!(nbr_exemplar_result(&[19.0, 20.9]), Ok(20.9));
    assert_eq!(nbr_exemplar_result(&[22.2, 20.3]), Ok(22.2));
    assert_eq!(nbr_exemplar_result(&[]), Err(InputError::NoSpecimens));
    assert!(nbr_exemplar_result(&[f64::NAN, 20.0]).is_err());
}

// Worked example data: Pacheco & Helene, "Controle de resistência do concreto",
// ALCONPAT Boletín Técnico 09, p. 14, Tabela 2 (fck = 20 MPa, condição A, two lots of
// 6 exemplars): http://bps.com.br/Alconpat/Boletim_9/Alconpat_Boletim_9/files/assets/basic-html/page15.html
// The page with the bulletin's own numeric solution was not retrievable; the expected
// values below are computed by hand from the standard's formulas (shown step by step).
const LOT1_SPECIMENS: [[f64; 2]; 6] = [
    [19.0, 20.9],
    [24.9, 28.3],
    [22.2, 20.3],
    [21.2, 26.5],
    [22.5, 26.9],
    [22.5, 26.8],
];
const LOT2_SPECIMENS: [[f64; 2]; 6] = [
    [22.1, 22.3],
    [20.1, 23.9],
    [23.9, 26.1],
    [21.5, 20.0],
    [20.0, 19.0],
    [23.5, 26.2],
];

fn exemplars(specimens: &[[f64; 2]]) -> Vec<f64> {
    specimens
        .iter()
        .map(|p| nbr_exemplar_result(p).unwrap())
        .collect()
}

#[test]
fn alconpat_lot1_partial_sampling() {
    let r = exemplars(&LOT1_SPECIMENS);
    assert_eq!(r, vec![20.9, 28.3, 22.2, 26.5, 26.9, 26.8]); // "Exemplar (MPa)" column
                                                             // Sorted: 20.9 22.2 26.5 26.8 26.9 28.3; n = 6, m = 3.
                                                             // formula = 2·(20.9 + 22.2)/2 − 26.5 = 43.1 − 26.5 = 16.6
                                                             // ψ6(6, A) = 0.92 → floor 0.92 × 20.9 = 19.228 → fck,est = 19.228 < 20 → not conforming.
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 20.0, &r).unwrap();
    assert!(close(v.estimate_mpa.unwrap(), 0.92 * 20.9));
    assert_eq!(v.conforming, Some(false));
    assert_eq!(v.criteria[0].name, "fck_est");
    let mut s = r.clone();
    s.sort_by(f64::total_cmp);
    assert!((partial_estimate(&s) - 16.6).abs() < 1e-9);
}

#[test]
fn alconpat_lot2_partial_and_total() {
    let r = exemplars(&LOT2_SPECIMENS);
    assert_eq!(r, vec![22.3, 23.9, 26.1, 21.5, 20.0, 26.2]);
    // Sorted: 20.0 21.5 22.3 23.9 26.1 26.2; formula = 2·(20.0 + 21.5)/2 − 22.3 = 19.2
    // floor = 0.92 × 20.0 = 18.4 → fck,est = 19.2 < 20 → not conforming.
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 20.0, &r).unwrap();
    assert!((v.estimate_mpa.unwrap() - 19.2).abs() < 1e-9);
    assert_eq!(v.conforming, Some(false));
    // Total sampling (every truck sampled), 2015: each batch fc ≥ 20 → conforming.
    let t = evaluate(&nbr(Sampling::Total, Condition::A), 20.0, &r).unwrap();
    assert_eq!(t.conforming, Some(true));
    assert_eq!(t.criteria.len(), 6);
    assert_eq!(t.estimate_mpa, Some(20.0));
    // 2006 total sampling, n ≤ 20: fck,est = f1 = 20.0 → conforming (what the bulletin uses).
    let t6 = evaluate(&nbr(Sampling::Total2006, Condition::A), 20.0, &r).unwrap();
    assert_eq!((t6.conforming, t6.estimate_mpa), (Some(true), Some(20.0)));
}

#[test]
fn partial_conforming_and_odd_n_drops_highest() {
    // Hand example, n = 7 (odd): highest (40.0) ignored → n' = 6, m = 3.
    // Sorted 27 28 29 30 31 32 40: formula = 2·(27 + 28)/2 − 29 = 26.0;
    // ψ6(7, B) = 0.91 → 0.91 × 27 = 24.57; fck,est = 26.0 ≥ 25 → conforming.
    let r = [30.0, 27.0, 40.0, 29.0, 31.0, 28.0, 32.0];
    let v = evaluate(&nbr(Sampling::Partial, Condition::B), 25.0, &r).unwrap();
    assert!((v.estimate_mpa.unwrap() - 26.0).abs() < 1e-9);
    assert_eq!(v.conforming, Some(true));
    // Changing the highest value does not change the estimate.
    let r2 = [30.0, 27.0, 90.0, 29.0, 31.0, 28.0, 32.0];
    let v2 = evaluate(&nbr(Sampling::Partial, Condition::B), 25.0, &r2).unwrap();
    assert_eq!(v.estimate_mpa, v2.estimate_mpa);
}

#[test]
fn psi6_floor_governs_when_formula_is_low() {
    // n = 6, A: sorted 20 30 30 30 30 30; formula = 2·(20 + 30)/2 − 30 = 20.0;
    // floor 0.92 × 20 = 18.4; formula wins. Make formula lower: 20 30 40 ...:
    // 2·(20 + 30)/2 − 40 = 10.0 < floor 18.4 → fck,est = 18.4.
    let r = [20.0, 30.0, 40.0, 41.0, 42.0, 43.0];
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 15.0, &r).unwrap();
    assert!(close(v.estimate_mpa.unwrap(), 18.4));
    assert_eq!(v.conforming, Some(true));
}

#[test]
fn n20_uses_mean_minus_1_65_sd() {
    // 20 results: ten 28.0 and ten 32.0 → fcm = 30, sd = sqrt(20·4/19) = 2.0520;
    // fck,est = 30 − 1.65 × 2.0520 = 26.614 ≥ 25 → conforming.
    let r: Vec<f64> = (0..20)
        .map(|i| if i % 2 == 0 { 28.0 } else { 32.0 })
        .collect();
    let v = evaluate(&nbr(Sampling::Partial, Condition::C), 25.0, &r).unwrap();
    let expected = 30.0 - 1.65 * (80.0_f64 / 19.0).sqrt();
    assert!(close(v.estimate_mpa.unwrap(), expected));
    assert_eq!(v.conforming, Some(true));
    // n = 19 still uses the order-statistic formula (m = 9).
    let v19 = evaluate(&nbr(Sampling::Partial, Condition::C), 25.0, &r[..19]).unwrap();
    assert!(v19.notes[0].contains("m = 9"));
}

#[test]
fn not_enough_results() {
    let r = [30.0, 31.0, 32.0, 33.0, 34.0];
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 25.0, &r).unwrap();
    assert_eq!((v.conforming, v.estimate_mpa), (None, None));
    // Group II (> C50) needs 12.
    let r11 = [60.0; 11];
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 55.0, &r11).unwrap();
    assert_eq!(v.conforming, None);
    let v = evaluate(&nbr(Sampling::Partial, Condition::A), 55.0, &[60.0; 12]).unwrap();
    assert_eq!(v.conforming, Some(true));
    // Exceptional lot (≤ 10 m³): 3 exemplars, A: ψ6 = 0.86 → 0.86 × 30 = 25.8 ≥ 25.
    let v = evaluate(
        &nbr(Sampling::Exceptional, Condition::A),
        25.0,
        &[31.0, 30.0, 33.0],
    )
    .unwrap();
    assert!(close(v.estimate_mpa.unwrap(), 25.8));
    assert_eq!(v.conforming, Some(true));
    let v = evaluate(&nbr(Sampling::Exceptional, Condition::A), 25.0, &[31.0]).unwrap();
    assert_eq!(v.conforming, None);
    let v = evaluate(&nbr(Sampling::Total, Condition::A), 25.0, &[]).unwrap();
    assert_eq!(v.conforming, None);
}

#[test]
fn total_sampling_one_weak_batch_fails_and_2006_rank() {
    let v = evaluate(
        &nbr(Sampling::Total, Condition::A),
        25.0,
        &[26.0, 24.9, 30.0],
    )
    .unwrap();
    assert_eq!(v.conforming, Some(false));
    assert!(!v.criteria[1].passed && v.criteria[1].name == "batch_2");
    // 2006 rule, n = 21 → i = ceil(1.05) = 2: second lowest value.
    let r: Vec<f64> = (0..21).map(|i| 20.0 + i as f64).collect();
    let v = evaluate(&nbr(Sampling::Total2006, Condition::A), 21.0, &r).unwrap();
    assert_eq!((v.estimate_mpa, v.conforming), (Some(21.0), Some(true)));
    // n = 40 → i = 2 exactly (0.05 × 40 = 2.0).
    let r: Vec<f64> = (0..40).map(|i| 20.0 + i as f64).collect();
    let v = evaluate(&nbr(Sampling::Total2006, Condition::A), 21.0, &r).unwrap();
    assert_eq!(v.estimate_mpa, Some(21.0));
}

#[test]
fn invalid_inputs_rejected() {
    let s = nbr(Sampling::Partial, Condition::A);
    assert!(matches!(
        evaluate(&s, f64::NAN, &[1.0]),
        Err(InputError::InvalidSpecified(_))
    ));
    assert!(matches!(
        evaluate(&s, -5.0, &[1.0]),
        Err(InputError::InvalidSpecified(_))
    ));
    assert_eq!(
        evaluate(&s, 25.0, &[30.0, -1.0]),
        Err(InputError::InvalidResult {
            index: 1,
            value: -1.0
        })
    );
    assert!(evaluate(&s, 25.0, &[30.0, f64::INFINITY]).is_err());
}
