//! The uploader's import of a template's items from a spreadsheet (.xlsx or .csv, 5 MB at most): the first
//! non-blank row is the header, the first column holds the items' texts and an optional column headed "foto" marks
//! the items that need one (sí, x, 1, true). Every row is checked first; a file with any wrong row is refused
//! whole, its errors named by row (`rows.3.text`), and nothing is written.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use platform::{context::Ctx, envelope::One, error::{FieldErrors, IdPath}, i18n::Msg, search::name_key, validate::rules::has_control, ApiError, ApiResult, AppState};
use sea_orm::TransactionTrait;

use super::{crud::insert_items, dto::*, find_template, items::touch, view, MAX_ITEMS, TEXT_MAX};
use crate::{
    config::user_imports::source::{Format, RowSource, Spreadsheet, Table},
    verifications::{can_configure, entity::template_item},
};

/// The rows of the file as (text, requires_photo), or the errors of every wrong row.
fn rows(table: &Table) -> Result<Vec<(String, bool)>, FieldErrors> {
    let photo = table.headers.iter().position(|h| matches!(name_key(h).as_str(), "foto" | "fotos" | "photo" | "requiere foto" | "exige foto"));
    let text = (0..table.headers.len().max(1)).find(|c| Some(*c) != photo);
    let mut errors = FieldErrors::new();
    let mut out = Vec::new();
    for (row, cells) in &table.rows {
        let cell = table.cell(cells, text);
        let value = cell.text.trim().to_string();
        let msg = if cell.formula {
            Some(Msg::new("import.formula"))
        } else if value.is_empty() {
            Some(Msg::new("validation.required"))
        } else if has_control(&value) {
            Some(Msg::new("validation.control_chars"))
        } else if value.chars().count() > TEXT_MAX {
            Some(Msg::new("validation.max_length").arg("max", TEXT_MAX))
        } else {
            None
        };
        match msg {
            Some(m) => {
                errors.insert(format!("rows.{row}.text"), vec![m]);
            }
            None => {
                let flag = photo.is_some_and(|c| matches!(name_key(&table.cell(cells, Some(c)).text).as_str(), "si" | "sim" | "x" | "1" | "true" | "yes"));
                out.push((value, flag));
            }
        }
    }
    if errors.is_empty() { Ok(out) } else { Err(errors) }
}

/// Imports items into a template from a spreadsheet, after its items or (`replace`) instead of them; a file with
/// any wrong row is refused whole (422, errors by row) and nothing is written.
#[utoipa::path(post, operation_id = "import_verification_template_items", path = "/verifications/templates/{id}/items/import", tag = "verifications", params(("id" = Uuid, Path)), request_body(content = VerificationItemsImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<VerificationItemsImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<VerificationItemsImportOut>>> {
    can_configure(&ctx)?;
    find_template(&state.db, &ctx, id).await?;
    let (file_name, bytes, replace) = read(form).await?;
    let Some(format) = Format::of(&file_name) else { return Err(ApiError::field("file", Msg::new("import.format"))) };
    let table = Spreadsheet { bytes: &bytes, format }.read()?;
    let items = match rows(&table) {
        Ok(items) => items,
        Err(mut errors) => {
            let count = errors.len();
            errors.insert("file".into(), vec![Msg::new("verifications.import_has_errors").arg("count", count)]);
            return Err(ApiError::validation(errors));
        }
    };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_template(&txn, &ctx, id).await?;
    let held = view::items(&txn, id).await?;
    let kept = if replace { 0 } else { held.len() };
    if kept + items.len() > MAX_ITEMS {
        return Err(ApiError::field("file", Msg::new("validation.max_items").arg("max", MAX_ITEMS)));
    }
    if replace {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        template_item::Entity::delete_many().filter(template_item::Column::TemplateId.eq(id)).exec(&txn).await?;
    }
    let after = if replace { 0 } else { held.last().map_or(0, |i| i.position) };
    insert_items(&txn, id, after, &items).await?;
    touch(&txn, id).await?;
    let template = view::one(&txn, find_template(&txn, &ctx, id).await?).await?;
    txn.commit().await?;
    Ok(Json(One::new(VerificationItemsImportOut { rows_total: table.rows.len() as u32, items_new: items.len() as u32, template })))
}

/// The form's file (read whole, 5 MB at most) and its `replace` flag.
async fn read(form: Result<Multipart, MultipartRejection>) -> ApiResult<(String, Vec<u8>, bool)> {
    const MAX: usize = 5 * 1024 * 1024;
    let required = || ApiError::field("file", Msg::new("validation.required"));
    let mut form = form.map_err(|_| required())?;
    let (mut file, mut replace) = (None, false);
    while let Some(mut field) = form.next_field().await.map_err(|_| ApiError::field("file", Msg::new("import.unreadable")))? {
        match field.name() {
            Some("file") => {
                let name = field.file_name().unwrap_or_default().to_string();
                let mut bytes = Vec::new();
                while let Some(chunk) = field.chunk().await.map_err(|_| ApiError::field("file", Msg::new("import.unreadable")))? {
                    bytes.extend_from_slice(&chunk);
                    if bytes.len() > MAX {
                        return Err(ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "5 MB")));
                    }
                }
                file = Some((name, bytes));
            }
            Some("replace") => replace = matches!(field.text().await.unwrap_or_default().trim(), "true" | "1"),
            _ => {}
        }
    }
    let (name, bytes) = file.ok_or_else(required)?;
    Ok((name, bytes, replace))
}
