//! A worker's fields: names 1–60, the national id of the company's country (RUT with its check digit in Chile, CPF
//! with its two in Brazil) unique in the company, contractor up to 120, position up to 60.

use platform::{i18n::Msg, validate::{rules::{is_cpf, is_rut}, Validator}};

pub const NAME: (usize, usize) = (1, 60);
pub const CONTRACTOR_MAX: usize = 120;
pub const POSITION_MAX: usize = 60;

/// The id's kind by country: `rut` in Chile, `cpf` in Brazil.
pub fn id_kind(country: &str) -> &'static str {
    if country == "BR" { "cpf" } else { "rut" }
}

/// The id as stored: RUT `12345678-5` (no dots, upper-case K), CPF `123.456.789-09`.
pub fn normalize(kind: &str, value: &str) -> String {
    let clean: String = value.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_uppercase();
    if kind == "cpf" {
        if clean.len() == 11 {
            return format!("{}.{}.{}-{}", &clean[..3], &clean[3..6], &clean[6..9], &clean[9..]);
        }
        return clean;
    }
    match clean.len() {
        0 | 1 => clean,
        n => format!("{}-{}", clean[..n - 1].trim_start_matches('0'), &clean[n - 1..]),
    }
}

/// Checks the id and answers the message key of its error, if any.
pub fn id_error(kind: &str, value: &str) -> Option<&'static str> {
    let ok = if kind == "cpf" { is_cpf(value) } else { is_rut(value) };
    (!ok).then_some(if kind == "cpf" { "validation.cpf" } else { "validation.rut" })
}

/// Optional free text: trimmed, empty is none, at most `max` characters.
pub fn optional(v: &mut Validator, field: &str, value: Option<&str>, max: usize) -> Option<String> {
    let value = value.map(str::trim).filter(|s| !s.is_empty())?;
    if value.chars().count() > max {
        v.add(field, Msg::new("validation.max_length").arg("max", max));
    }
    Some(value.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stored_in_one_shape() {
        assert_eq!(normalize("rut", "12.345.678-5"), "12345678-5");
        assert_eq!(normalize("rut", "7.654.321-k"), "7654321-K");
        assert_eq!(normalize("cpf", "12345678909"), "123.456.789-09");
        assert_eq!(id_error("rut", "12.345.678-9"), Some("validation.rut"));
        assert_eq!(id_error("cpf", "123.456.789-09"), None);
    }
}
