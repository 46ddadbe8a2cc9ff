//! Schedule interchange with the planning tools people use, both ways: MS Project XML (MSPDI) and Primavera P6
//! XER (the `schedule` crate reads and writes them). An import adds the file's WBS after the project's activities,
//! or replaces them, in one transaction: a file that cannot be read, or whose links make a cycle, writes nothing.

use std::collections::HashMap;

use axum::{
    extract::{multipart::MultipartRejection, DefaultBodyLimit, Multipart, State},
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    Json,
};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::QueryParams, i18n::Msg, ids::new_id, tenant::Scoped, ApiError, ApiResult, AppState};
use schedule::{LinkKind, Schedule, Task};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{activities::{rollup, tree}, can_edit, can_read, entity::{activity, link, record}, gantt::link_kind, money};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// `mspdi` (MS Project XML, default) or `xer` (Primavera P6).
    pub format: Option<String>,
}

fn kind_code(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::StartToStart => "SS",
        LinkKind::FinishToFinish => "FF",
        LinkKind::StartToFinish => "SF",
        LinkKind::FinishToStart => "FS",
    }
}

/// The project's schedule as an MS Project XML or a P6 XER file.
#[utoipa::path(get, operation_id = "export_quality_schedule", path = "/quality/schedule/export", tag = "quality", params(ExportQuery, ("projectId" = Uuid, Query)), responses((status = 200, description = "The schedule file", content_type = "application/octet-stream", body = Vec<u8>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn export(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<ExportQuery>) -> ApiResult<Response> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let format = q.format.as_deref().unwrap_or("mspdi");
    if !matches!(format, "mspdi" | "xer") {
        return Err(ApiError::field("format", Msg::new("validation.one_of")));
    }
    let rows = activity::Entity::scoped(&ctx.tenant).filter(activity::Column::ProjectId.eq(project)).order_by_asc(activity::Column::Path).all(&state.db).await?;
    let links = link::Entity::scoped(&ctx.tenant).filter(link::Column::ProjectId.eq(project)).all(&state.db).await?;
    let name = ctx.projects.iter().find(|p| p.id == project).map(|p| p.name.clone()).unwrap_or_default();
    let schedule = Schedule {
        name: name.clone(),
        tasks: rows
            .iter()
            .map(|a| Task {
                uid: a.id.to_string(),
                parent: a.parent_id.map(|p| p.to_string()),
                name: a.description.clone(),
                start: a.est_start,
                finish: a.est_end,
                actual_start: a.actual_start,
                actual_finish: a.actual_end,
                percent_complete: a.progress,
                milestone: a.milestone,
                cost: money::to_amount(a.estimated_cost_e4),
            })
            .collect(),
        links: links.iter().map(|l| schedule::Link { predecessor: l.predecessor_id.to_string(), successor: l.successor_id.to_string(), kind: link_kind(&l.kind), lag_days: l.lag_days }).collect(),
    };
    let (bytes, ext, mime) = if format == "xer" { (schedule::write_xer(&schedule), "xer", "application/octet-stream") } else { (schedule::write_mspdi(&schedule), "xml", "application/xml") };
    let file = format!("{}.{ext}", if name.trim().is_empty() { "cronograma" } else { name.trim() });
    let disposition = platform::storage::serve::content_disposition(false, &file);
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    if let Ok(v) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(response)
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ScheduleImportForm {
    /// An MS Project XML (`.xml`) or a Primavera P6 (`.xer`) file, at most 64 MB.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// `append` (default: after the project's activities) or `replace` (the project's activities are removed).
    mode: Option<String>,
    /// The currency of the file's costs: CLP (default), UF, BRL or USD.
    currency: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ScheduleImportOut {
    pub format: String,
    pub activities: u64,
    pub links: u64,
}

pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(schedule::MAX_INPUT_BYTES + 1024 * 1024)
}

/// Imports a schedule file into the project (`projectId`).
#[utoipa::path(post, operation_id = "import_quality_schedule", path = "/quality/schedule/import", tag = "quality", params(("projectId" = Uuid, Query)), request_body(content = ScheduleImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ScheduleImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ScheduleImportOut>>> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let Ok(mut form) = form else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let unreadable = || ApiError::field("file", Msg::new("import.unreadable"));
    let (mut file, mut mode, mut currency) = (None, "append".to_string(), "CLP".to_string());
    while let Some(field) = form.next_field().await.map_err(|_| unreadable())? {
        match field.name().unwrap_or_default() {
            "file" => {
                let name = field.file_name().unwrap_or_default().to_ascii_lowercase();
                let bytes = field.bytes().await.map_err(|_| ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "64 MB")))?;
                file = Some((name, bytes));
            }
            "mode" => mode = field.text().await.map_err(|_| unreadable())?.trim().to_string(),
            "currency" => currency = field.text().await.map_err(|_| unreadable())?.trim().to_uppercase(),
            _ => {}
        }
    }
    let mut v = platform::validate::Validator::new();
    v.one_of("mode", &mode, &["append", "replace"]);
    v.one_of("currency", &currency, money::CURRENCIES);
    v.finish()?;
    let Some((name, bytes)) = file else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let (format, parsed) = if name.ends_with(".xer") {
        ("xer", schedule::read_xer(&bytes))
    } else if name.ends_with(".xml") {
        ("mspdi", schedule::read_mspdi(&bytes))
    } else {
        return Err(ApiError::field("file", Msg::new("quality.schedule_format")));
    };
    let parsed = parsed.map_err(|e| ApiError::field("file", Msg::new("quality.schedule_unreadable").arg("detail", e.to_string())))?;
    if parsed.tasks.is_empty() {
        return Err(ApiError::field("file", Msg::new("import.empty")));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    if mode == "replace" {
        // Deepest first, so the tree's own foreign key never blocks on either engine.
        activity::Entity::delete_many().filter(activity::Column::CompanyId.eq(ctx.company.id)).filter(activity::Column::ProjectId.eq(project)).filter(activity::Column::ParentId.is_not_null()).exec(&txn).await?;
        activity::Entity::delete_many().filter(activity::Column::CompanyId.eq(ctx.company.id)).filter(activity::Column::ProjectId.eq(project)).exec(&txn).await?;
    }
    let first = tree::last_position(&txn, project, None).await? + 1;
    let (activities, links) = write(&txn, ctx.company.id, ctx.actor(), project, &parsed, first, &currency).await?;
    rollup::all(&txn, project).await?;
    txn.commit().await?;
    Ok(Json(One::new(ScheduleImportOut { format: format.into(), activities, links })))
}

/// Inserts the schedule's tasks under the project's top level from position `first`, with their links and a
/// record each; 422 when the tree is too deep or the links make a cycle.
pub(crate) async fn write<C: ConnectionTrait>(db: &C, company: Uuid, actor: Option<Uuid>, project: Uuid, s: &Schedule, first: i32, currency: &str) -> ApiResult<(u64, u64)> {
    let now = Utc::now();
    let today = now.date_naive();
    let mut ids: HashMap<&str, (Uuid, String, i32)> = HashMap::new();
    // Positions handed out so far under each parent (None: the project's top level, after what it already has).
    let mut children: HashMap<Option<Uuid>, i32> = HashMap::new();
    let mut rows = Vec::with_capacity(s.tasks.len());
    let mut records = Vec::with_capacity(s.tasks.len());
    for t in &s.tasks {
        let parent = t.parent.as_deref().and_then(|p| ids.get(p).cloned());
        let key = parent.as_ref().map(|p| p.0);
        let counter = children.entry(key).or_insert(if key.is_none() { first - 1 } else { 0 });
        *counter += 1;
        let position = *counter;
        let level = parent.as_ref().map_or(1, |p| p.2 + 1);
        tree::check_depth(level).map_err(|_| ApiError::field("file", Msg::new("quality.too_deep").arg("max", tree::MAX_LEVEL)))?;
        let path = tree::child_path(parent.as_ref().map(|p| p.1.as_str()), position);
        let id = new_id();
        ids.insert(t.uid.as_str(), (id, path.clone(), level));
        let progress = (t.percent_complete.clamp(0.0, 100.0) * 10.0).round() / 10.0;
        let description: String = if t.name.trim().is_empty() { t.uid.clone() } else { t.name.trim().chars().take(250).collect() };
        let (start, end) = if t.finish < t.start { (t.start, t.start) } else { (t.start, t.finish) };
        rows.push(activity::ActiveModel {
            id: Set(id),
            company_id: Set(company),
            project_id: Set(project),
            parent_id: Set(parent.map(|p| p.0)),
            position: Set(position),
            level: Set(level),
            path: Set(path),
            is_summary: Set(false),
            milestone: Set(t.milestone && start == end),
            description: Set(description),
            stage_id: Set(None),
            est_start: Set(start),
            est_end: Set(end),
            actual_start: Set(t.actual_start.filter(|d| *d <= today)),
            actual_end: Set(t.actual_finish.filter(|d| *d <= today && progress >= 100.0)),
            baseline_start: Set(None),
            baseline_end: Set(None),
            progress: Set(progress),
            estimated_cost_e4: Set(t.cost.filter(|c| c.is_finite() && *c >= 0.0 && *c < 1e13).map(|c| (c * 10_000.0).round() as i64)),
            expected_cost_e4: Set(None),
            actual_cost_e4: Set(None),
            currency: Set(currency.to_string()),
            mixed_currency: Set(false),
            external_uid: Set(Some(t.uid.chars().take(64).collect())),
            version: Set(1),
            created_by: Set(actor),
            created_at: Set(now),
            updated_at: Set(now),
        });
        // The file says how far the work is, not since when: date it at the actual finish, else the actual start,
        // else the planned start, so the 4D replay and a later back-dated record keep their order.
        let on = t.actual_finish.filter(|_| progress >= 100.0).or(t.actual_start).unwrap_or(start).min(today);
        records.push(record::ActiveModel { id: Set(new_id()), company_id: Set(company), activity_id: Set(id), kind: Set("imported".into()), progress: Set(Some(progress)), recorded_on: Set(on), note: Set(None), changes: Set(None), user_id: Set(actor), created_at: Set(now) });
    }
    check_cycles(s)?;
    let mut seen = std::collections::HashSet::new();
    let links: Vec<link::ActiveModel> = s
        .links
        .iter()
        .filter_map(|l| {
            let (p, _, _) = ids.get(l.predecessor.as_str())?;
            let (q, _, _) = ids.get(l.successor.as_str())?;
            (p != q && seen.insert((*p, *q))).then(|| link::ActiveModel { id: Set(new_id()), company_id: Set(company), project_id: Set(project), predecessor_id: Set(*p), successor_id: Set(*q), kind: Set(kind_code(l.kind).into()), lag_days: Set(l.lag_days.clamp(-3650, 3650)), created_at: Set(now) })
        })
        .collect();
    let (n, m) = (rows.len() as u64, links.len() as u64);
    // Parents come before children in the file's order, so each chunk's parents already exist.
    for chunk in chunks(rows, 400) {
        activity::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    for chunk in chunks(records, 800) {
        record::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    for chunk in chunks(links, 1000) {
        link::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    Ok((n, m))
}

fn chunks<T>(rows: Vec<T>, size: usize) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    let mut it = rows.into_iter().peekable();
    while it.peek().is_some() {
        out.push(it.by_ref().take(size).collect());
    }
    out
}

/// 422 when the file's links make a cycle (no schedule could honour them).
fn check_cycles(s: &Schedule) -> ApiResult<()> {
    let index: HashMap<&str, usize> = s.tasks.iter().enumerate().map(|(i, t)| (t.uid.as_str(), i)).collect();
    let tasks: Vec<schedule::CpmTask> = s.tasks.iter().enumerate().map(|(i, t)| schedule::CpmTask { id: i, start: t.start, finish: t.finish.max(t.start) }).collect();
    let links: Vec<schedule::CpmLink> = s.links.iter().filter_map(|l| Some(schedule::CpmLink { from: *index.get(l.predecessor.as_str())?, to: *index.get(l.successor.as_str())?, kind: l.kind, lag_days: l.lag_days })).collect();
    match schedule::critical_path(&tasks, &links) {
        Err(schedule::Error::Cycle { .. }) => Err(ApiError::field("file", Msg::new("quality.link_cycle"))),
        _ => Ok(()),
    }
}
