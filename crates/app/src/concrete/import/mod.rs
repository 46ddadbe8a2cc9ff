//! Spreadsheet imports of Concrete (`/concrete/uploader`): placements, and laboratory results of samples. A file
//! (.xlsx or .csv) is read by the shared import source, its columns found by their header names in Spanish or
//! Portuguese, and every row checked by the same rules as the forms; the row errors come back in the caller's
//! language. With `dry_run=false` every row is written in one transaction, or none when any row fails.

use std::collections::HashMap;

use axum::extract::{multipart::MultipartRejection, Multipart};
use chrono::{Duration, NaiveDate};
use platform::{i18n::Msg, search::name_key, validate::Validator, ApiError, ApiResult};
use serde::Serialize;

use crate::config::user_imports::{
    row_errors::RowErrors,
    source::{Cell, Format, RowSource, Spreadsheet, Table},
    RowError,
};

pub(super) mod placements;
pub(super) mod samples;
pub(super) mod template;



/// At most this many rows per file: each is checked against the model's index and the catalogues.
pub const MAX_ROWS: usize = 2_000;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteImportOut {
    pub rows_total: u32,
    pub valid_rows: u32,
    pub error_count: u32,
    /// The first 1,000 errors, in row order.
    pub errors: Vec<RowError>,
    /// Records written (0 on a dry run or when any row failed).
    pub created: u32,
    /// Samples whose results were written over (laboratory results of samples already registered).
    pub updated: u32,
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ConcreteImportForm {
    /// .xlsx or .csv whose first row names the columns (see the template).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// `true` (default) checks only; `false` writes every row or none.
    dry_run: Option<bool>,
}

/// (field, accepted header names, lowercase).
pub type Columns = &'static [(&'static str, &'static [&'static str])];

pub struct Sheet {
    pub name: String,
    pub table: Table,
    pub dry_run: bool,
}

/// The uploaded file and the dry-run flag; a missing, foreign or unreadable file is a 422 on `file`.
pub async fn read(form: Result<Multipart, MultipartRejection>) -> ApiResult<Sheet> {
    let bad = || ApiError::field("file", Msg::new("import.unreadable"));
    let Ok(mut form) = form else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let (mut file, mut dry_run) = (None, true);
    while let Some(field) = form.next_field().await.map_err(|_| bad())? {
        match field.name().unwrap_or_default() {
            "file" => file = Some((field.file_name().unwrap_or_default().to_string(), field.bytes().await.map_err(|_| bad())?.to_vec())),
            "dry_run" => dry_run = field.text().await.map_err(|_| bad())?.trim() != "false",
            _ => {}
        }
    }
    let Some((name, bytes)) = file.filter(|(_, b)| !b.is_empty()) else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let Some(format) = Format::of(&name) else { return Err(ApiError::field("file", Msg::new("import.format"))) };
    let table = Spreadsheet { bytes: &bytes, format }.read()?;
    if table.rows.len() > MAX_ROWS {
        return Err(ApiError::field("file", Msg::new("import.too_many_rows").arg("max", MAX_ROWS)));
    }
    Ok(Sheet { name, table, dry_run })
}

fn header_key(header: &str) -> String {
    name_key(header).replace(['_', '-', '.'], " ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The column of each field found; a 422 on `columns.<field>` for each of `required` missing.
pub fn locate(table: &Table, columns: Columns, required: &[&str]) -> ApiResult<HashMap<&'static str, usize>> {
    let headers: Vec<String> = table.headers.iter().map(|h| header_key(h)).collect();
    let mut found = HashMap::new();
    for (field, names) in columns {
        if let Some(i) = headers.iter().position(|h| names.iter().any(|n| header_key(n) == *h)) {
            found.insert(*field, i);
        }
    }
    let mut v = Validator::new();
    for field in required {
        if !found.contains_key(field) {
            v.add(&format!("columns.{field}"), Msg::new("workers.column_missing"));
        }
    }
    v.finish()?;
    Ok(found)
}

/// One row's cells by field.
pub struct Row<'a> {
    pub number: u32,
    table: &'a Table,
    cells: &'a [Cell],
    columns: &'a HashMap<&'static str, usize>,
}

impl<'a> Row<'a> {
    pub fn all(table: &'a Table, columns: &'a HashMap<&'static str, usize>) -> impl Iterator<Item = Row<'a>> {
        table.rows.iter().map(move |(number, cells)| Row { number: *number, table, cells, columns })
    }

    pub fn cell(&self, field: &str) -> Cell {
        self.table.cell(self.cells, self.columns.get(field).copied())
    }

    /// The trimmed text (None when empty or a formula, the formula reported).
    pub fn text(&self, errors: &mut RowErrors, field: &str) -> Option<String> {
        errors.text(self.number, field, self.cell(field), (0, 2_000), false)
    }
}

/// A day written as YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or a spreadsheet's date serial; the API's form otherwise
/// (so the form's own check reports it).
pub fn day(text: &str) -> String {
    let t = text.trim();
    for format in ["%Y-%m-%d", "%d-%m-%Y", "%d/%m/%Y", "%Y/%m/%d", "%d.%m.%Y"] {
        if let Ok(d) = NaiveDate::parse_from_str(t, format) {
            return d.to_string();
        }
    }
    match t.parse::<f64>() {
        // Excel's serials count from 1899-12-30 (its 1900 leap-year bug included); 20000–80000 is 1954–2119.
        Ok(serial) if (20_000.0..80_000.0).contains(&serial) => NaiveDate::from_ymd_opt(1899, 12, 30).map(|d| (d + Duration::days(serial.floor() as i64)).to_string()).unwrap_or_default(),
        _ => t.to_string(),
    }
}

/// A number written with a decimal point or comma; None (reported as invalid) otherwise.
pub fn number(errors: &mut RowErrors, row: u32, field: &str, text: &str) -> Option<f64> {
    match text.trim().replace(',', ".").parse::<f64>() {
        Ok(n) if n.is_finite() => Some(n),
        _ => {
            errors.add(row, field, "invalid", text, Msg::new("validation.number"));
            None
        }
    }
}

/// The row's errors so far named by the form's fields (`form_field`: a column → the field it fills).
pub fn rename(errors: &mut RowErrors, before: usize, form_field: fn(&str) -> &str) {
    for e in &mut errors.list[before..] {
        e.field = form_field(&e.field).to_string();
    }
}

/// A form's 422 added to the row's errors (the first message of each field), except on fields already reported
/// from their cell (an unknown name, a bad number); other errors pass.
pub fn form_errors(errors: &mut RowErrors, before: usize, row: &Row, columns: Columns, form_field: fn(&str) -> &str, failed: ApiError) -> ApiResult<()> {
    if failed.status != axum::http::StatusCode::UNPROCESSABLE_ENTITY {
        return Err(failed);
    }
    let reported: Vec<String> = errors.list[before..].iter().map(|e| e.field.clone()).collect();
    for (field, messages) in failed.errors {
        let Some(msg) = messages.into_iter().next().filter(|_| !reported.contains(&field)) else { continue };
        let kind = if msg.key == "validation.required" { "required" } else { "invalid" };
        let value = columns.iter().find(|(f, _)| form_field(f) == field).map(|(f, _)| row.cell(f).text).unwrap_or_default();
        errors.add(row.number, &field, kind, &value, msg);
    }
    Ok(())
}

/// The answer of an import: counts and the first 1,000 errors.
pub fn out(rows_total: usize, valid_rows: usize, errors: RowErrors) -> ConcreteImportOut {
    let errors = errors.sorted();
    ConcreteImportOut { rows_total: rows_total as u32, valid_rows: valid_rows as u32, error_count: errors.len() as u32, errors: errors.into_iter().take(1000).collect(), created: 0, updated: 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_read_in_the_usual_spellings_and_as_serials() {
        assert_eq!(day("2026-03-05"), "2026-03-05");
        assert_eq!(day("05/03/2026"), "2026-03-05");
        assert_eq!(day("05-03-2026"), "2026-03-05");
        assert_eq!(day("46086"), "2026-03-05");
        assert_eq!(day("mañana"), "mañana");
    }

    #[test]
    fn headers_match_without_case_accents_or_separators() {
        assert_eq!(header_key(" Ubicación "), header_key("ubicacion"));
        assert_eq!(header_key("Eje_1"), header_key("eje 1"));
    }
}
