//! Field validation that collects every problem of a payload and answers one 422 with all of them, using the
//! spec's generic messages (SPEC §5). The pure predicates live in `rules`.

use chrono::NaiveDate;

use crate::{
    error::{ApiError, ApiResult, FieldErrors},
    i18n::Msg,
};

pub mod rules;
#[cfg(test)]
mod tests;

#[derive(Default, Debug)]
pub struct Validator {
    errors: FieldErrors,
}

impl Validator {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &str, msg: Msg) {
        self.errors.entry(field.to_string()).or_default().push(msg);
    }

    pub fn has(&self, field: &str) -> bool {
        self.errors.contains_key(field)
    }

    /// Non-blank text; returns whether it was present so callers can skip further checks.
    pub fn required(&mut self, field: &str, value: Option<&str>) -> bool {
        let present = value.is_some_and(|v| !v.trim().is_empty());
        if !present {
            self.add(field, Msg::new("validation.required"));
        }
        present
    }

    /// Length in characters (not bytes), inclusive bounds; control characters are refused too.
    pub fn length(&mut self, field: &str, value: &str, min: usize, max: usize) {
        if rules::has_control(value) {
            self.add(field, Msg::new("validation.control_chars"));
            return;
        }
        let n = value.trim().chars().count();
        if n < min {
            self.add(field, Msg::new("validation.min_length").arg("min", min));
        } else if n > max {
            self.add(field, Msg::new("validation.max_length").arg("max", max));
        }
    }

    /// A name: required, `min`–`max` characters once trimmed, no two consecutive spaces. Returns it trimmed.
    pub fn name(&mut self, field: &str, value: Option<&str>, min: usize, max: usize) -> String {
        let value = value.unwrap_or_default().trim().to_string();
        if self.required(field, Some(&value)) {
            self.length(field, &value, min, max);
            self.no_double_space(field, &value);
        }
        value
    }

    pub fn no_double_space(&mut self, field: &str, value: &str) {
        if value.contains("  ") {
            self.add(field, Msg::new("validation.double_space"));
        }
    }

    pub fn email(&mut self, field: &str, value: &str) {
        if !rules::is_email(value) {
            self.add(field, Msg::new("validation.email"));
        }
    }

    pub fn phone(&mut self, field: &str, value: &str) {
        if !rules::is_phone(value) {
            self.add(field, Msg::new("validation.phone"));
        }
    }

    pub fn rut(&mut self, field: &str, value: &str) {
        if !rules::is_rut(value) {
            self.add(field, Msg::new("validation.rut"));
        }
    }

    pub fn cpf(&mut self, field: &str, value: &str) {
        if !rules::is_cpf(value) {
            self.add(field, Msg::new("validation.cpf"));
        }
    }

    pub fn url(&mut self, field: &str, value: &str) {
        if !rules::is_url(value) {
            self.add(field, Msg::new("validation.url"));
        }
    }

    /// Parses `YYYY-MM-DD`, recording 'valid date' on failure.
    pub fn date(&mut self, field: &str, value: &str) -> Option<NaiveDate> {
        let parsed = NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d").ok();
        if parsed.is_none() {
            self.add(field, Msg::new("validation.date"));
        }
        parsed
    }

    /// Parses `HH:MM` (24 h), recording 'valid time' on failure.
    pub fn time(&mut self, field: &str, value: &str) -> Option<chrono::NaiveTime> {
        let parsed = chrono::NaiveTime::parse_from_str(value.trim(), "%H:%M").ok();
        if parsed.is_none() {
            self.add(field, Msg::new("validation.time"));
        }
        parsed
    }

    /// A file must not exceed `max_bytes`; the message names the limit in MB.
    pub fn file_size(&mut self, field: &str, bytes: u64, max_bytes: u64) {
        if bytes > max_bytes {
            self.add(field, Msg::new("validation.max_file_size").arg("max", format!("{} MB", max_bytes / (1024 * 1024))));
        }
    }

    /// `date` must come after `bound` (or on it when `inclusive`).
    pub fn date_after(&mut self, field: &str, date: NaiveDate, bound: NaiveDate, inclusive: bool) {
        let ok = if inclusive { date >= bound } else { date > bound };
        if !ok {
            let key = if inclusive { "validation.date_after_or_equal" } else { "validation.date_after" };
            self.add(field, Msg::new(key).arg("date", bound.format("%d-%m-%Y")));
        }
    }

    /// `date` must come before `bound` (or on it when `inclusive`).
    pub fn date_before(&mut self, field: &str, date: NaiveDate, bound: NaiveDate, inclusive: bool) {
        let ok = if inclusive { date <= bound } else { date < bound };
        if !ok {
            let key = if inclusive { "validation.date_before_or_equal" } else { "validation.date_before" };
            self.add(field, Msg::new(key).arg("date", bound.format("%d-%m-%Y")));
        }
    }

    pub fn range(&mut self, field: &str, value: f64, min: f64, max: f64) {
        if value < min {
            self.add(field, Msg::new("validation.min_value").arg("min", min));
        } else if value > max {
            self.add(field, Msg::new("validation.max_value").arg("max", max));
        }
    }

    pub fn items(&mut self, field: &str, count: usize, min: usize, max: usize) {
        if count < min {
            self.add(field, Msg::new("validation.min_items").arg("min", min));
        } else if count > max {
            self.add(field, Msg::new("validation.max_items").arg("max", max));
        }
    }

    /// 'Valores no coinciden' on `field` (the confirmation) when the two differ.
    pub fn matches(&mut self, field: &str, value: &str, confirmation: &str) {
        if value != confirmation {
            self.add(field, Msg::new("validation.mismatch"));
        }
    }

    pub fn one_of(&mut self, field: &str, value: &str, allowed: &[&str]) {
        if !allowed.contains(&value) {
            self.add(field, Msg::new("validation.one_of"));
        }
    }

    /// Ok when nothing was recorded, else the 422 carrying every field error.
    pub fn finish(self) -> ApiResult<()> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(ApiError::validation(self.errors))
        }
    }
}
