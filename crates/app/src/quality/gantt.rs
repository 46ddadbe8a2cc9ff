//! The Gantt's data: the project's activities in WBS order in a compact form (the whole schedule, or its top levels
//! and branches on demand when it is large: see `gantt_view`), their links, and the critical path (total float of
//! zero or less) computed over the activities without children. Read with two column-only queries and kept until
//! the schedule changes; absent dates and parents are left out of each task rather than sent as nulls.

use std::{collections::HashMap, sync::Arc};

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::QueryParams, i18n::Msg, tenant::Scoped, ApiError, ApiResult, AppState};
use schedule::{critical_path, CpmLink, CpmTask, LinkKind};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    activities::tree,
    cache, can_read,
    entity::{activity, link},
    gantt_view::{Built, DEFAULT_LIMIT, MAX_LIMIT},
};

#[derive(Clone, Serialize, utoipa::ToSchema)]
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
    /// A summary whose children are not in this answer: ask for them with `parent` = its id.
    pub lazy: bool,
    pub version: i32,
}

#[derive(Clone, Serialize, utoipa::ToSchema)]
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
    /// In WBS order: the whole schedule when it fits in `limit`, else whole levels from the top (or below `parent`).
    pub tasks: Vec<GanttTask>,
    /// Every link with either end among `tasks` (a link to a task not sent comes again with that task's branch).
    pub links: Vec<GanttLink>,
    /// False when the links make a cycle (no critical path then).
    pub critical_path: bool,
    /// Whether any activity of the schedule has a baseline.
    pub has_baselines: bool,
    /// Activities in the whole schedule.
    pub total: u64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GanttQuery {
    /// A summary's id: answer its descendants only (a `lazy` branch being opened).
    pub parent: Option<Uuid>,
    /// At most this many tasks unless the first level alone is more (default 500, 1–50,000).
    pub limit: Option<u32>,
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

/// The schedule for the Gantt (`projectId` required): whole when it fits in `limit`, else by levels and branches.
#[utoipa::path(get, operation_id = "quality_gantt", path = "/quality/gantt", tag = "quality", params(GanttQuery, ("projectId" = Uuid, Query)), responses((status = 200, body = One<GanttOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn gantt(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<GanttQuery>) -> ApiResult<Json<One<GanttOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let limit = q.limit.map_or(DEFAULT_LIMIT, |n| n as usize);
    if limit < 1 {
        return Err(ApiError::field("limit", Msg::new("validation.min_value").arg("min", 1)));
    }
    if limit > MAX_LIMIT {
        return Err(ApiError::field("limit", Msg::new("validation.max_value").arg("max", MAX_LIMIT)));
    }
    let built = schedule_of(&state, &ctx, project).await?;
    if let Some(parent) = q.parent {
        if !built.contains(parent) {
            return Err(ApiError::not_found());
        }
    }
    Ok(Json(One::new(built.view(q.parent, limit))))
}

/// The project's schedule as kept, built again when it changed since.
async fn schedule_of(state: &AppState, ctx: &Ctx, project: Uuid) -> ApiResult<Arc<Built>> {
    let today = Utc::now().date_naive();
    let key = cache::key(&state.db, project, today).await?;
    if let Some(built) = cache::get(project, &key) {
        return Ok(built);
    }
    // One build at a time: the requests that missed together wait for it instead of each building.
    let _building = cache::BUILDING.lock().await;
    if let Some(built) = cache::get(project, &key) {
        return Ok(built);
    }
    let built = Arc::new(build(state, ctx, project, today).await?);
    cache::put(project, key, built.clone());
    Ok(built)
}

async fn build(state: &AppState, ctx: &Ctx, project: Uuid, today: NaiveDate) -> ApiResult<Built> {
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
            lazy: false,
            version: r.version,
        })
        .collect();
    let ok = mark_critical(&mut tasks, &links);
    let links = links.into_iter().map(|l| GanttLink { id: l.id, source: l.predecessor_id, target: l.successor_id, kind: l.kind, lag_days: l.lag_days }).collect();
    Ok(Built::new(tasks, links, ok))
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
