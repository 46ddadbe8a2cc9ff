//! Costs in the four currencies of an activity (SPEC §3: CLP, UF, BRL, USD). Amounts travel as JSON numbers and are
//! stored as whole ten-thousandths, so sums are exact; each currency allows its own decimals (CLP none, UF four,
//! BRL and USD two).

use platform::{i18n::Msg, validate::Validator};

pub const CURRENCIES: &[&str] = &["CLP", "UF", "BRL", "USD"];

/// The largest amount accepted: ten trillion, far above any building's budget and far inside an i64 of e4.
const MAX_AMOUNT: f64 = 1e13;

pub fn decimals(currency: &str) -> u32 {
    match currency {
        "CLP" => 0,
        "UF" => 4,
        _ => 2,
    }
}

/// Validates an amount in `currency` and returns it in ten-thousandths.
pub fn parse(v: &mut Validator, field: &str, amount: Option<f64>, currency: &str) -> Option<i64> {
    let amount = amount?;
    if !amount.is_finite() || amount < 0.0 {
        v.add(field, Msg::new("validation.min_value").arg("min", 0));
        return None;
    }
    if amount > MAX_AMOUNT {
        v.add(field, Msg::new("validation.max_value").arg("max", "10.000.000.000.000"));
        return None;
    }
    let e4 = (amount * 10_000.0).round() as i64;
    let step = 10_i64.pow(4 - decimals(currency));
    if (amount * 10_000.0 - e4 as f64).abs() > 1e-3 || e4 % step != 0 {
        v.add(field, Msg::new("quality.max_decimals").arg("max", decimals(currency)).arg("currency", currency));
        return None;
    }
    Some(e4)
}

pub fn to_amount(e4: Option<i64>) -> Option<f64> {
    e4.map(|v| v as f64 / 10_000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(amount: f64, currency: &str) -> Result<i64, ()> {
        let mut v = Validator::new();
        let out = parse(&mut v, "cost", Some(amount), currency);
        v.finish().map_err(|_| ())?;
        out.ok_or(())
    }

    #[test]
    fn each_currency_allows_its_own_decimals() {
        assert_eq!(check(1500.0, "CLP"), Ok(15_000_000));
        assert!(check(1500.5, "CLP").is_err());
        assert_eq!(check(12.3456, "UF"), Ok(123_456));
        assert!(check(12.34567, "UF").is_err());
        assert_eq!(check(99.99, "USD"), Ok(999_900));
        assert!(check(99.999, "BRL").is_err());
    }

    #[test]
    fn negative_and_huge_amounts_are_refused() {
        assert!(check(-1.0, "CLP").is_err());
        assert!(check(2e13, "CLP").is_err());
        assert!(check(f64::NAN, "USD").is_err());
    }
}
