//! Import of attribute values in three steps (SPEC §2 construction progress, §5): upload a spreadsheet (its
//! columns and first rows come back), map the attribute and value columns (and optionally a deprecated one), then
//! the summary: every row checked, errors by row, and nothing written while any row is wrong. Value names are
//! required and unique within their attribute; values that already exist are left as they are.

use std::collections::{HashMap, HashSet};

use axum::{
    extract::{multipart::MultipartRejection, DefaultBodyLimit, Multipart, State},
    Json,
};
use platform::{context::Ctx, envelope::One, i18n::Msg, search::name_key, ApiError, ApiResult, AppState};
use sea_orm::TransactionTrait;
use serde::Serialize;

use super::{attributes::{self, ATTRIBUTE_MAX, VALUE_MAX}, can_configure};
use crate::config::user_imports::{
    row_errors::RowErrors,
    source::{Format, RowSource, Spreadsheet, Table},
    RowError,
};

const MAX_BYTES: usize = 10 * 1024 * 1024;

pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_BYTES + 1024 * 1024)
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ValueImportForm {
    /// An .xlsx or .csv file of at most 10 MB; the first non-blank row names the columns.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// Step 3: the column (from 0) holding the attribute's name.
    attribute_column: Option<u32>,
    /// Step 3: the column holding the value's name.
    value_column: Option<u32>,
    /// Step 3, optional: a column saying whether the value is deprecated (sí, x, 1, true).
    deprecated_column: Option<u32>,
    /// Step 3: `true` writes when no row has an error; `false` (default) only checks.
    commit: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ValueImportPreview {
    pub columns: Vec<String>,
    /// The first five data rows.
    pub sample: Vec<Vec<String>>,
    pub rows_total: u32,
    /// Suggested columns for the attribute and the value, by their headers.
    pub attribute_column: Option<u32>,
    pub value_column: Option<u32>,
    pub deprecated_column: Option<u32>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ValueImportOut {
    pub rows_total: u32,
    pub attributes_new: u32,
    pub values_new: u32,
    /// Rows naming a value that already exists (left as it is).
    pub values_existing: u32,
    pub errors: Vec<RowError>,
    /// Whether it was written.
    pub committed: bool,
}

struct Upload {
    table: Table,
    attribute: Option<usize>,
    value: Option<usize>,
    deprecated: Option<usize>,
    commit: bool,
}

async fn read(form: Result<Multipart, MultipartRejection>) -> ApiResult<Upload> {
    let Ok(mut form) = form else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let unreadable = || ApiError::field("file", Msg::new("import.unreadable"));
    let (mut file, mut attribute, mut value, mut deprecated, mut commit) = (None, None, None, None, false);
    while let Some(field) = form.next_field().await.map_err(|_| unreadable())? {
        let name = field.name().unwrap_or_default().to_string();
        if name == "file" {
            let file_name = field.file_name().unwrap_or_default().to_string();
            let bytes = field.bytes().await.map_err(|_| ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "10 MB")))?;
            file = Some((file_name, bytes));
            continue;
        }
        let text = field.text().await.map_err(|_| unreadable())?;
        let column = || text.trim().parse::<usize>().map_err(|_| ApiError::field(&name, Msg::new("validation.one_of")));
        match name.as_str() {
            "attribute_column" => attribute = Some(column()?),
            "value_column" => value = Some(column()?),
            "deprecated_column" if !text.trim().is_empty() => deprecated = Some(column()?),
            "commit" => commit = matches!(text.trim(), "true" | "1"),
            _ => {}
        }
    }
    let Some((file_name, bytes)) = file else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    if bytes.len() > MAX_BYTES {
        return Err(ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "10 MB")));
    }
    let Some(format) = Format::of(&file_name) else { return Err(ApiError::field("file", Msg::new("import.format"))) };
    let table = Spreadsheet { bytes: &bytes, format }.read()?;
    Ok(Upload { table, attribute, value, deprecated, commit })
}

fn guess(headers: &[String], words: &[&str]) -> Option<u32> {
    headers.iter().position(|h| words.iter().any(|w| name_key(h).contains(w))).map(|i| i as u32)
}

/// Step 1: the file's columns, first rows and a suggested mapping.
#[utoipa::path(post, operation_id = "preview_quality_value_import", path = "/quality/value-imports/preview", tag = "quality", request_body(content = ValueImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ValueImportPreview>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn preview(State(_state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ValueImportPreview>>> {
    can_configure(&ctx)?;
    let upload = read(form).await?;
    let t = upload.table;
    let sample = t.rows.iter().take(5).map(|(_, cells)| cells.iter().map(|c| c.text.clone()).collect()).collect();
    Ok(Json(One::new(ValueImportPreview {
        attribute_column: guess(&t.headers, &["atribut"]),
        value_column: guess(&t.headers, &["valor"]),
        deprecated_column: guess(&t.headers, &["obsolet", "deprec", "descontinu"]),
        rows_total: t.rows.len() as u32,
        sample,
        columns: t.headers,
    })))
}

/// Steps 2 and 3: checks every row with the mapping and, with `commit`, writes them all in one transaction, only
/// when no row has an error (422 otherwise, and nothing is written).
#[utoipa::path(post, operation_id = "run_quality_value_import", path = "/quality/value-imports", tag = "quality", request_body(content = ValueImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ValueImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn run(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ValueImportOut>>> {
    can_configure(&ctx)?;
    let upload = read(form).await?;
    let columns = upload.table.headers.len();
    let mut v = platform::validate::Validator::new();
    for (field, column) in [("attribute_column", upload.attribute), ("value_column", upload.value)] {
        match column {
            None => v.add(field, Msg::new("validation.required")),
            Some(c) if c >= columns => v.add(field, Msg::new("validation.one_of")),
            _ => {}
        }
    }
    if upload.deprecated.is_some_and(|c| c >= columns) {
        v.add("deprecated_column", Msg::new("validation.one_of"));
    }
    if upload.attribute.is_some() && upload.attribute == upload.value {
        v.add("value_column", Msg::new("quality.same_column"));
    }
    v.finish()?;
    let existing = attributes::all(&state.db, &ctx).await?;
    let known: HashMap<String, (uuid::Uuid, HashSet<String>)> = existing.iter().map(|a| (name_key(&a.name), (a.id, a.values.iter().map(|v| name_key(&v.name)).collect()))).collect();
    let mut errors = RowErrors::new(ctx.locale);
    let mut seen: HashMap<(String, String), u32> = HashMap::new();
    let mut new_attributes: Vec<String> = Vec::new();
    let mut plan: Vec<(String, String, bool)> = Vec::new();
    let mut existing_rows = 0;
    let t = &upload.table;
    for (row, cells) in &t.rows {
        let attribute = errors.text(*row, "attribute", t.cell(cells, upload.attribute), (1, ATTRIBUTE_MAX), true);
        let value = errors.text(*row, "value", t.cell(cells, upload.value), (1, VALUE_MAX), true);
        let deprecated = upload.deprecated.is_some_and(|c| matches!(name_key(&t.cell(cells, Some(c)).text).as_str(), "si" | "x" | "1" | "true" | "sim" | "yes"));
        let (Some(attribute), Some(value)) = (attribute, value) else { continue };
        let key = (name_key(&attribute), name_key(&value));
        if let Some(first) = seen.get(&key) {
            errors.add(*row, "value", "duplicated", &value, Msg::new("quality.import_duplicated").arg("row", first));
            continue;
        }
        seen.insert(key.clone(), *row);
        match known.get(&key.0) {
            Some((_, values)) if values.contains(&key.1) => existing_rows += 1,
            Some(_) => plan.push((attribute, value, deprecated)),
            None => {
                if !new_attributes.iter().any(|a| name_key(a) == key.0) {
                    new_attributes.push(attribute.clone());
                }
                plan.push((attribute, value, deprecated));
            }
        }
    }
    let errors = errors.sorted();
    let mut out = ValueImportOut { rows_total: t.rows.len() as u32, attributes_new: new_attributes.len() as u32, values_new: plan.len() as u32, values_existing: existing_rows, committed: false, errors };
    if !upload.commit {
        return Ok(Json(One::new(out)));
    }
    if !out.errors.is_empty() {
        return Err(ApiError::field("file", Msg::new("quality.import_has_errors").arg("count", out.errors.len())));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut ids: HashMap<String, uuid::Uuid> = known.iter().map(|(k, (id, _))| (k.clone(), *id)).collect();
    for (attribute, value, deprecated) in plan {
        let key = name_key(&attribute);
        let id = match ids.get(&key) {
            Some(id) => *id,
            None => {
                let id = attributes::insert_attribute(&txn, ctx.company.id, &attribute).await?;
                ids.insert(key, id);
                id
            }
        };
        attributes::insert_value(&txn, ctx.company.id, id, &value, deprecated).await?;
    }
    txn.commit().await?;
    out.committed = true;
    Ok(Json(One::new(out)))
}
