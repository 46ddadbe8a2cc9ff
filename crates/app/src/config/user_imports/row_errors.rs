//! The error report of a spreadsheet import, shared by the user and worker imports: errors by row, field and kind
//! (required, invalid, duplicated, too_long, too_short, unknown, no_role, formula), rendered in the caller's language.

use platform::i18n::{Locale, Msg};

use super::{dto::RowError, source::Cell};

pub struct RowErrors {
    locale: Locale,
    pub list: Vec<RowError>,
}

impl RowErrors {
    pub fn new(locale: Locale) -> Self {
        Self { locale, list: Vec::new() }
    }

    pub fn add(&mut self, row: u32, field: &str, kind: &str, value: &str, msg: Msg) {
        self.list.push(RowError { row, field: field.into(), kind: kind.into(), value: value.chars().take(120).collect(), message: msg.render(self.locale) });
    }

    /// A cell's trimmed text: no formula, present when `required`, within `bounds` characters. None when it is
    /// empty or an error was recorded.
    pub fn text(&mut self, row: u32, field: &str, cell: Cell, bounds: (usize, usize), required: bool) -> Option<String> {
        let value = cell.text.trim().to_string();
        let n = value.chars().count();
        if cell.formula {
            self.add(row, field, "formula", &cell.text, Msg::new("import.formula"));
        } else if value.is_empty() {
            if required {
                self.add(row, field, "required", "", Msg::new("validation.required"));
            }
        } else if n < bounds.0 {
            self.add(row, field, "too_short", &value, Msg::new("validation.min_length").arg("min", bounds.0));
        } else if n > bounds.1 {
            self.add(row, field, "too_long", &value, Msg::new("validation.max_length").arg("max", bounds.1));
        } else {
            return Some(value);
        }
        None
    }

    /// The errors in row order.
    pub fn sorted(mut self) -> Vec<RowError> {
        self.list.sort_by_key(|e| e.row);
        self.list
    }
}
