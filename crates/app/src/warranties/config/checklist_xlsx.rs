//! The checklist of a unit type as a spreadsheet: one row per leaf (area, place, item, issue, severity), written
//! with rust_xlsxwriter and read back with calamine. An import adds what the unit type lacks and keeps what it has,
//! so exporting one unit type and importing the file into an empty one gives the same tree. Any wrong row refuses
//! the whole file: nothing is written.

use std::collections::{BTreeMap, HashMap};

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use platform::{context::Ctx, envelope::One, error::IdPath, i18n::{Locale, Msg}, search::name_key, ApiError, ApiResult, AppState};
use rust_xlsxwriter::{Format, Workbook};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{dto::*, nodes, severities, unit_types};
use crate::{
    config::user_imports::source::{Format as SheetFormat, RowSource, Spreadsheet, Table},
    warranties::{can_configure, can_read, entity::severity, files::read_file},
};

fn headers(locale: Locale) -> [&'static str; 5] {
    match locale {
        Locale::Es => ["Recinto", "Lugar", "Ítem", "Falla", "Severidad"],
        Locale::Pt => ["Ambiente", "Local", "Item", "Falha", "Gravidade"],
    }
}

/// The checklist as an .xlsx file, headers in the caller's language.
#[utoipa::path(get, operation_id = "export_checklist", path = "/warranties/unit-types/{id}/export", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "The .xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn export(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    can_read(&ctx)?;
    let unit_type = unit_types::find(&state.db, &ctx, id).await?;
    let tree = nodes::tree(&state.db, id).await?;
    let names: HashMap<Uuid, String> = severity::Entity::find().filter(severity::Column::ProjectId.eq(unit_type.project_id)).all(&state.db).await?.into_iter().map(|s| (s.id, s.name)).collect();
    let mut rows: Vec<[String; 5]> = Vec::new();
    for area in &tree {
        let before = rows.len();
        for place in &area.children {
            let at_place = rows.len();
            for item in &place.children {
                let at_item = rows.len();
                for issue in &item.children {
                    let sev = issue.severity_id.and_then(|s| names.get(&s)).cloned().unwrap_or_default();
                    rows.push([area.name.clone(), place.name.clone(), item.name.clone(), issue.name.clone(), sev]);
                }
                if rows.len() == at_item {
                    rows.push([area.name.clone(), place.name.clone(), item.name.clone(), String::new(), String::new()]);
                }
            }
            if rows.len() == at_place {
                rows.push([area.name.clone(), place.name.clone(), String::new(), String::new(), String::new()]);
            }
        }
        if rows.len() == before {
            rows.push([area.name.clone(), String::new(), String::new(), String::new(), String::new()]);
        }
    }
    let bytes = workbook(ctx.locale, &rows).map_err(ApiError::internal)?;
    let name = format!("{}.xlsx", unit_type.name.replace(['/', '\\', '"'], "-"));
    Ok((
        [
            (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_string()),
            (header::CONTENT_DISPOSITION, platform::storage::serve::content_disposition(false, &name)),
        ],
        bytes,
    )
        .into_response())
}

fn workbook(locale: Locale, rows: &[[String; 5]]) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    let bold = Format::new().set_bold();
    for (c, h) in headers(locale).iter().enumerate() {
        sheet.write_string_with_format(0, c as u16, *h, &bold)?;
        sheet.set_column_width(c as u16, 28)?;
    }
    for (r, row) in rows.iter().enumerate() {
        for (c, value) in row.iter().enumerate().filter(|(_, v)| !v.is_empty()) {
            sheet.write_string(r as u32 + 1, c as u16, value)?;
        }
    }
    book.save_to_buffer()
}

/// Adds the rows of an .xlsx file to the checklist (missing severities are created); a wrong row refuses it all.
#[utoipa::path(post, operation_id = "import_checklist", path = "/warranties/unit-types/{id}/import", tag = "warranties", params(("id" = Uuid, Path)), request_body(content = FileForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ChecklistImportOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ChecklistImportOut>>> {
    can_configure(&ctx)?;
    let unit_type = unit_types::find(&state.db, &ctx, id).await?;
    let (file_name, bytes) = read_file(multipart).await?;
    if !file_name.to_ascii_lowercase().ends_with(".xlsx") {
        return Err(ApiError::field("file", Msg::new("warranties.xlsx_only")));
    }
    let table = Spreadsheet { bytes: &bytes, format: SheetFormat::Xlsx }.read()?;
    let rows = parse_rows(&table)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut severities: HashMap<String, Uuid> = severity::Entity::find().filter(severity::Column::ProjectId.eq(unit_type.project_id)).all(&txn).await?.into_iter().map(|s| (s.name_key, s.id)).collect();
    // (scope, name key) → node id, for every node already there.
    let mut known: HashMap<(Uuid, String), Uuid> = nodes::all(&txn, id).await?.into_iter().map(|n| ((n.scope_id, n.name_key), n.id)).collect();
    let (mut created, mut existing) = (0u64, 0u64);
    for row in &rows {
        let mut scope = id;
        let mut parent = None;
        let mut added = false;
        let levels = [NodeLevel::Area, NodeLevel::Place, NodeLevel::Item, NodeLevel::Issue];
        for (level, name) in levels.iter().zip(row.names.iter()) {
            let Some(name) = name else { break };
            let key = (scope, name_key(name));
            let node_id = match known.get(&key) {
                Some(existing) => *existing,
                None => {
                    let severity = match (&row.severity, *level == NodeLevel::Issue) {
                        (Some(s), true) => Some(match severities.get(&name_key(s)) {
                            Some(id) => *id,
                            None => {
                                let made = severities::insert(&txn, &ctx, unit_type.project_id, s).await?;
                                severities.insert(made.name_key.clone(), made.id);
                                created += 1;
                                made.id
                            }
                        }),
                        _ => None,
                    };
                    let made = nodes::insert(&txn, &ctx, id, parent, scope, *level, name, severity).await?;
                    known.insert(key, made.id);
                    created += 1;
                    added = true;
                    made.id
                }
            };
            parent = Some(node_id);
            scope = node_id;
        }
        if !added {
            existing += 1;
        }
    }
    txn.commit().await?;
    Ok(Json(One::new(ChecklistImportOut { created, existing })))
}

struct Row {
    names: [Option<String>; 4],
    severity: Option<String>,
}

/// Every row checked before anything is written: names within their limits, no gaps (an item needs its place).
fn parse_rows(table: &Table) -> ApiResult<Vec<Row>> {
    let mut errors: BTreeMap<String, Vec<Msg>> = BTreeMap::new();
    let mut rows = Vec::new();
    for (number, cells) in &table.rows {
        let text = |i: usize| cells.get(i).map(|c| c.text.trim().to_string()).filter(|t| !t.is_empty());
        let names = [text(0), text(1), text(2), text(3)];
        let severity = text(4);
        let mut problems = Vec::new();
        if names[0].is_none() {
            problems.push(Msg::new("warranties.import_area_required"));
        }
        let gap = names.windows(2).any(|w| w[0].is_none() && w[1].is_some());
        if gap {
            problems.push(Msg::new("warranties.import_gap"));
        }
        for name in names.iter().flatten() {
            if name.chars().count() > nodes::MAX_NAME {
                problems.push(Msg::new("validation.max_length").arg("max", nodes::MAX_NAME));
            }
        }
        if severity.as_ref().is_some_and(|s| s.chars().count() > 50) {
            problems.push(Msg::new("validation.max_length").arg("max", 50));
        }
        if cells.iter().any(|c| c.formula) {
            problems.push(Msg::new("import.formula"));
        }
        if problems.is_empty() {
            rows.push(Row { names, severity });
        } else {
            errors.insert(format!("row {number}"), problems);
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ApiError::validation(errors)) }
}
