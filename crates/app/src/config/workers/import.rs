//! `POST /api/workers/import`: a spreadsheet of workers, checked row by row with the same error report as the
//! user import; with `dry_run=false` every row is written in one transaction, or none.

use std::collections::{HashMap, HashSet};

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    envelope::{split_list, One},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ConnectionTrait, EntityTrait, QuerySelect, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, entity::{worker, worker_project}, policy, rules};
use crate::config::{
    user_imports::{row_errors::RowErrors, source::{Format, RowSource, Spreadsheet, Table}, RowError},
    users::rules::check_projects,
};

/// (field, accepted header names).
const COLUMNS: &[(&str, &[&str])] = &[
    ("first_name", &["nombre", "nombres", "nome"]),
    ("last_name", &["apellido", "apellidos", "sobrenome"]),
    ("national_id", &["rut", "run", "cpf", "documento", "dni", "cédula", "cedula"]),
    ("contractor", &["empresa contratista", "contratista", "empresa", "empreiteira"]),
    ("position", &["cargo", "oficio", "função", "funcao"]),
];

struct Row {
    first_name: String,
    last_name: String,
    national_id: String,
    contractor: Option<String>,
    position: Option<String>,
}

struct Form {
    file: Option<(String, Vec<u8>)>,
    projects: Vec<String>,
    dry_run: bool,
}

async fn read(form: Result<Multipart, MultipartRejection>) -> ApiResult<Form> {
    let bad = || ApiError::field("file", Msg::new("import.unreadable"));
    let Ok(mut form) = form else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let mut out = Form { file: None, projects: Vec::new(), dry_run: true };
    while let Some(field) = form.next_field().await.map_err(|_| bad())? {
        match field.name().unwrap_or_default() {
            "file" => out.file = Some((field.file_name().unwrap_or_default().to_string(), field.bytes().await.map_err(|_| bad())?.to_vec())),
            "project_ids" => out.projects = split_list(Some(&field.text().await.map_err(|_| bad())?)),
            "dry_run" => out.dry_run = field.text().await.map_err(|_| bad())?.trim() != "false",
            _ => {}
        }
    }
    Ok(out)
}

/// Checks a file of workers and, unless `dry_run`, writes them all.
#[utoipa::path(post, operation_id = "import_workers", path = "/workers/import", tag = "config", request_body(content = WorkerImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<WorkerImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<WorkerImportOut>>> {
    policy::can_manage(&ctx)?;
    let form = read(form).await?;
    let mut v = Validator::new();
    let project_ids: Vec<Uuid> = form.projects.iter().filter_map(|p| p.parse().ok()).collect();
    if project_ids.len() != form.projects.len() {
        v.add("project_ids", Msg::new("validation.one_of"));
    }
    let project_ids = check_projects(&state.db, &ctx, &mut v, Some(&project_ids)).await?;
    let Some((name, bytes)) = form.file else {
        v.add("file", Msg::new("validation.required"));
        return Err(v.finish().err().unwrap_or_else(ApiError::not_found));
    };
    v.finish()?;
    let Some(format) = Format::of(&name) else { return Err(ApiError::field("file", Msg::new("import.format"))) };
    let table = Spreadsheet { bytes: &bytes, format }.read()?;
    let columns = locate(&table)?;
    let existing: HashSet<String> = worker::Entity::scoped(&ctx.tenant).select_only().column(worker::Column::NationalId).into_tuple::<String>().all(&state.db).await?.into_iter().collect();
    let (rows, errors) = check(&ctx, &table, &columns, &existing);
    let mut out = WorkerImportOut { rows_total: table.rows.len() as u32, valid_rows: rows.len() as u32, error_count: errors.len() as u32, errors: errors.into_iter().take(1000).collect(), created: 0 };
    if form.dry_run || out.error_count > 0 {
        return Ok(Json(One::new(out)));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    out.created = write(&txn, &ctx, rows, &project_ids).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "worker.imported", entity: "worker", after: Some(json!({"file": name, "created": out.created})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    let message = Msg::new("workers.imported").arg("count", out.created).render(ctx.locale);
    Ok(Json(One::new(out).with_message(message)))
}

/// The column of each field; the two names and the national id must be present.
fn locate(table: &Table) -> ApiResult<HashMap<&'static str, usize>> {
    let mut found = HashMap::new();
    for (field, names) in COLUMNS {
        if let Some(i) = table.headers.iter().position(|h| names.contains(&h.trim().to_lowercase().as_str())) {
            found.insert(*field, i);
        }
    }
    let mut v = Validator::new();
    for field in ["first_name", "last_name", "national_id"] {
        if !found.contains_key(field) {
            v.add(&format!("columns.{field}"), Msg::new("workers.column_missing"));
        }
    }
    v.finish()?;
    Ok(found)
}

fn check(ctx: &Ctx, table: &Table, columns: &HashMap<&str, usize>, existing: &HashSet<String>) -> (Vec<Row>, Vec<RowError>) {
    let kind = rules::id_kind(&ctx.company.country);
    let mut errors = RowErrors::new(ctx.locale);
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut rows = Vec::new();
    for (row, cells) in &table.rows {
        let row = *row;
        let before = errors.list.len();
        let cell = |field: &str| table.cell(cells, columns.get(field).copied());
        let first_name = errors.text(row, "first_name", cell("first_name"), rules::NAME, true);
        let last_name = errors.text(row, "last_name", cell("last_name"), rules::NAME, true);
        let raw_id = errors.text(row, "national_id", cell("national_id"), (1, 20), true);
        let contractor = errors.text(row, "contractor", cell("contractor"), (1, rules::CONTRACTOR_MAX), false);
        let position = errors.text(row, "position", cell("position"), (1, rules::POSITION_MAX), false);
        let mut national_id = None;
        if let Some(raw) = raw_id {
            let id = rules::normalize(kind, &raw);
            if let Some(key) = rules::id_error(kind, &raw) {
                errors.add(row, "national_id", "invalid", &raw, Msg::new(key));
            } else if let Some(first) = seen.get(&id) {
                errors.add(row, "national_id", "duplicated", &raw, Msg::new("import.duplicated_file").arg("row", first));
            } else if existing.contains(&id) {
                errors.add(row, "national_id", "duplicated", &raw, Msg::new("workers.exists"));
            } else {
                seen.insert(id.clone(), row);
                national_id = Some(id);
            }
        }
        if errors.list.len() > before {
            continue;
        }
        if let (Some(first_name), Some(last_name), Some(national_id)) = (first_name, last_name, national_id) {
            rows.push(Row { first_name, last_name, national_id, contractor, position });
        }
    }
    (rows, errors.sorted())
}

async fn write<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<Row>, projects: &[Uuid]) -> ApiResult<u32> {
    let now = Utc::now();
    let count = rows.len() as u32;
    let mut links = Vec::new();
    let models: Vec<worker::ActiveModel> = rows
        .into_iter()
        .map(|r| {
            let id = new_id();
            links.extend(projects.iter().map(|p| worker_project::ActiveModel { worker_id: Set(id), project_id: Set(*p), company_id: Set(ctx.company.id) }));
            worker::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), first_name: Set(r.first_name), last_name: Set(r.last_name), national_id: Set(r.national_id), contractor: Set(r.contractor), position: Set(r.position), active: Set(true), created_at: Set(now), updated_at: Set(now), version: Set(1) }
        })
        .collect();
    for chunk in models.chunks(400) {
        worker::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    for chunk in links.chunks(400) {
        worker_project::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(count)
}
