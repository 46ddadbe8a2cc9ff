//! The Gantt's data: every activity of the project in WBS order in a compact form, every link, and the critical
//! path (total float of zero or less) computed over the activities without children. Read with two column-only
//! queries so a schedule of 20,000 activities answers in tens of milliseconds; absent dates and parents are left
//! out of each task rather than sent as nulls (a fifth of the payload at that size).

use std::collections::HashMap;

use std::sync::Arc;

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use bytes::Bytes;
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, tenant::Scoped, ApiError, ApiResult, AppState};
use schedule::{critical_path, CpmLink, CpmTask, LinkKind};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use uuid::Uuid;

use super::{activities::tree, can_read, entity::{activity, link}, cache};

#[derive(Serialize, utoipa::ToSchema)]
pub struct GanttTask {
    pub id: Uuid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent: Option<Uuid>,
    pub code: String,
    pub text: String,
    /// Planned start and end, both inclusive (`YYYY-MM-DD`).
    pub start: NaiveDate,
    pub end: NaiveDate,
    pub progress: f64,
    /// task, summary or milestone.
    #[serde(rename = "type")]
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_start: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_end: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actual_start: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actual_end: Option<NaiveDate>,
    pub critical: bool,
    pub late: bool,
    pub version: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct GanttLink {
    pub id: Uuid,
    pub source: Uuid,
    pub target: Uuid,
    /// FS, SS, FF or SF.
    pub kind: String,
    pub lag_days: i32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct GanttOut {
    pub tasks: Vec<GanttTask>,
    pub links: Vec<GanttLink>,
    /// False when the links make a cycle (no critical path then).
    pub critical_path: bool,
}

#[derive(sea_orm::FromQueryResult)]
struct Row {
    id: Uuid,
    parent_id: Option<Uuid>,
    path: String,
    description: String,
    is_summary: bool,
    milestone: bool,
    est_start: NaiveDate,
    est_end: NaiveDate,
    progress: f64,
    baseline_start: Option<NaiveDate>,
    baseline_end: Option<NaiveDate>,
    actual_start: Option<NaiveDate>,
    actual_end: Option<NaiveDate>,
    version: i32,
}

pub fn link_kind(kind: &str) -> LinkKind {
    match kind {
        "SS" => LinkKind::StartToStart,
        "FF" => LinkKind::FinishToFinish,
        "SF" => LinkKind::StartToFinish,
        _ => LinkKind::FinishToStart,
    }
}

/// The whole schedule for the Gantt (`projectId` required).
#[utoipa::path(get, operation_id = "quality_gantt", path = "/quality/gantt", tag = "quality", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<GanttOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn gantt(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Response> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let today = Utc::now().date_naive();
    let key = cache::key(&state.db, project, today).await?;
    let bytes = match cache::get(project, &key) {
        Some(bytes) => bytes,
        None => {
            // One build at a time: the requests that missed together wait for it instead of each building.
            let _building = cache::BUILDING.lock().await;
            match cache::get(project, &key) {
                Some(bytes) => bytes,
                None => {
                    let out = build(&state, &ctx, project, today).await?;
                    let bytes = Arc::new(serde_json::to_vec(&One::new(out)).map_err(ApiError::internal)?);
                    cache::put(project, key, bytes.clone());
                    bytes
                }
            }
        }
    };
    Ok(([(header::CONTENT_TYPE, "application/json")], Bytes::from_owner(ArcBytes(bytes))).into_response())
}

/// Lets the shared bytes be the body without a copy.
struct ArcBytes(Arc<Vec<u8>>);

impl AsRef<[u8]> for ArcBytes {
    fn as_ref(&self) -> &[u8] {
        self.0.as_slice()
    }
}

async fn build(state: &AppState, ctx: &Ctx, project: Uuid, today: NaiveDate) -> ApiResult<GanttOut> {
    use activity::Column as C;
    let rows = activity::Entity::scoped(&ctx.tenant)
        .select_only()
        .columns([C::Id, C::ParentId, C::Path, C::Description, C::IsSummary, C::Milestone, C::EstStart, C::EstEnd, C::Progress, C::BaselineStart, C::BaselineEnd, C::ActualStart, C::ActualEnd, C::Version])
        .filter(C::ProjectId.eq(project))
        .order_by_asc(C::Path)
        .into_model::<Row>()
        .all(&state.db)
        .await?;
    let links: Vec<link::Model> = link::Entity::scoped(&ctx.tenant).filter(link::Column::ProjectId.eq(project)).all(&state.db).await?;
    let mut tasks: Vec<GanttTask> = rows
        .into_iter()
        .map(|r| GanttTask {
            id: r.id,
            parent: r.parent_id,
            code: tree::code(&r.path),
            text: r.description,
            start: r.est_start,
            end: r.est_end,
            progress: r.progress,
            kind: if r.is_summary { "summary" } else if r.milestone { "milestone" } else { "task" },
            base_start: r.baseline_start,
            base_end: r.baseline_end,
            actual_start: r.actual_start,
            actual_end: r.actual_end,
            critical: false,
            late: r.progress < 100.0 && r.est_end < today,
            version: r.version,
        })
        .collect();
    let ok = mark_critical(&mut tasks, &links);
    let links = links.into_iter().map(|l| GanttLink { id: l.id, source: l.predecessor_id, target: l.successor_id, kind: l.kind, lag_days: l.lag_days }).collect();
    Ok(GanttOut { tasks, links, critical_path: ok })
}

/// Marks the critical activities (and the summaries holding one); false when the links make a cycle.
fn mark_critical(tasks: &mut [GanttTask], links: &[link::Model]) -> bool {
    let leaves: Vec<usize> = tasks.iter().enumerate().filter(|(_, t)| t.kind != "summary").map(|(i, _)| i).collect();
    let index: HashMap<Uuid, usize> = leaves.iter().enumerate().map(|(n, &i)| (tasks[i].id, n)).collect();
    let cpm_tasks: Vec<CpmTask> = leaves.iter().enumerate().map(|(n, &i)| CpmTask { id: n, start: tasks[i].start, finish: tasks[i].end }).collect();
    let cpm_links: Vec<CpmLink> = links
        .iter()
        .filter_map(|l| Some(CpmLink { from: *index.get(&l.predecessor_id)?, to: *index.get(&l.successor_id)?, kind: link_kind(&l.kind), lag_days: l.lag_days }))
        .collect();
    let Ok(result) = critical_path(&cpm_tasks, &cpm_links) else { return false };
    let by_id: HashMap<Uuid, usize> = tasks.iter().enumerate().map(|(i, t)| (t.id, i)).collect();
    for (n, &i) in leaves.iter().enumerate() {
        if result.critical.get(n).copied().unwrap_or(false) {
            tasks[i].critical = true;
            let mut parent = tasks[i].parent;
            while let Some(p) = parent.and_then(|p| by_id.get(&p).copied()) {
                if tasks[p].critical {
                    break;
                }
                tasks[p].critical = true;
                parent = tasks[p].parent;
            }
        }
    }
    true
}
