//! Links between activities (finish-to-start and the other three kinds, with a lag in days). A link joins two
//! activities of one project, never an activity and its own summary, once per pair, and never closes a cycle
//! (the schedule could not be computed).

use std::collections::{HashMap, HashSet, VecDeque};

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait};
use serde::Deserialize;
use uuid::Uuid;

use super::{can_edit, entity::link, find_activity, gantt::GanttLink};

pub const KINDS: &[&str] = &["FS", "SS", "FF", "SF"];
const MAX_LAG: i32 = 3650;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ActivityLinkIn {
    pub predecessor_id: Option<Uuid>,
    pub successor_id: Option<Uuid>,
    /// FS (default), SS, FF or SF.
    pub kind: Option<String>,
    /// Days, −3650 to 3650 (negative: a lead).
    pub lag_days: Option<i32>,
}

fn out(l: link::Model) -> GanttLink {
    GanttLink { id: l.id, source: l.predecessor_id, target: l.successor_id, kind: l.kind, lag_days: l.lag_days }
}

fn kind_and_lag(v: &mut Validator, input: &ActivityLinkIn) -> (String, i32) {
    let kind = input.kind.as_deref().unwrap_or("FS").trim().to_uppercase();
    v.one_of("kind", &kind, KINDS);
    let lag = input.lag_days.unwrap_or(0);
    if lag.abs() > MAX_LAG {
        v.add("lag_days", Msg::new(if lag < 0 { "validation.min_value" } else { "validation.max_value" }).arg(if lag < 0 { "min" } else { "max" }, if lag < 0 { -MAX_LAG } else { MAX_LAG }));
    }
    (kind, lag)
}

/// Marks the successor changed (its schedule's constraints did), so the Gantt's kept answer is renewed.
async fn touch<C: ConnectionTrait>(db: &C, activity: Uuid) -> ApiResult<()> {
    use super::entity::activity as a;
    a::Entity::update_many().col_expr(a::Column::UpdatedAt, sea_orm::sea_query::Expr::value(Utc::now())).filter(a::Column::Id.eq(activity)).exec(db).await?;
    Ok(())
}

/// Whether `to` can already be reached from `from` through the project's links.
pub async fn reaches<C: ConnectionTrait>(db: &C, project: Uuid, from: Uuid, to: Uuid) -> ApiResult<bool> {
    let pairs: Vec<(Uuid, Uuid)> = link::Entity::find().select_only().column(link::Column::PredecessorId).column(link::Column::SuccessorId).filter(link::Column::ProjectId.eq(project)).into_tuple().all(db).await?;
    let mut next: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    for (p, s) in pairs {
        next.entry(p).or_default().push(s);
    }
    let mut seen = HashSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(n) = queue.pop_front() {
        if n == to {
            return Ok(true);
        }
        for &s in next.get(&n).map(Vec::as_slice).unwrap_or_default() {
            if seen.insert(s) {
                queue.push_back(s);
            }
        }
    }
    Ok(false)
}

/// Links two activities.
#[utoipa::path(post, operation_id = "create_activity_link", path = "/quality/links", tag = "quality", request_body = ActivityLinkIn, responses((status = 201, body = One<GanttLink>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ActivityLinkIn>) -> ApiResult<(StatusCode, Json<One<GanttLink>>)> {
    can_edit(&ctx)?;
    let mut v = Validator::new();
    let (kind, lag) = kind_and_lag(&mut v, &input);
    let (Some(pred_id), Some(succ_id)) = (input.predecessor_id, input.successor_id) else {
        if input.predecessor_id.is_none() { v.add("predecessor_id", Msg::new("validation.required")); }
        if input.successor_id.is_none() { v.add("successor_id", Msg::new("validation.required")); }
        return Err(v.finish().err().unwrap_or_else(ApiError::not_found));
    };
    v.finish()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let pred = find_activity(&txn, &ctx, pred_id).await?;
    let succ = find_activity(&txn, &ctx, succ_id).await?;
    if pred.project_id != succ.project_id {
        return Err(ApiError::not_found());
    }
    if pred.id == succ.id {
        return Err(ApiError::field("successor_id", Msg::new("quality.link_self")));
    }
    if pred.path.starts_with(&format!("{}.", succ.path)) || succ.path.starts_with(&format!("{}.", pred.path)) {
        return Err(ApiError::field("successor_id", Msg::new("quality.link_ancestor")));
    }
    if reaches(&txn, pred.project_id, succ.id, pred.id).await? {
        return Err(ApiError::field("successor_id", Msg::new("quality.link_cycle")));
    }
    let row = link::ActiveModel { id: Set(new_id()), company_id: Set(ctx.company.id), project_id: Set(pred.project_id), predecessor_id: Set(pred.id), successor_id: Set(succ.id), kind: Set(kind), lag_days: Set(lag), created_at: Set(Utc::now()) };
    let row = link::Entity::insert(row).exec_with_returning(&txn).await.map_err(|e| platform::db::unique_or(e, || ApiError::field("successor_id", Msg::new("quality.link_exists"))))?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(row)))))
}

async fn find(db: &impl ConnectionTrait, ctx: &Ctx, id: Uuid) -> ApiResult<link::Model> {
    let row = link::Entity::scoped(&ctx.tenant).filter(link::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

/// Changes a link's kind or lag.
#[utoipa::path(put, operation_id = "update_activity_link", path = "/quality/links/{id}", tag = "quality", params(("id" = Uuid, Path)), request_body = ActivityLinkIn, responses((status = 200, body = One<GanttLink>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActivityLinkIn>) -> ApiResult<Json<One<GanttLink>>> {
    can_edit(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    let mut v = Validator::new();
    let (kind, lag) = kind_and_lag(&mut v, &input);
    v.finish()?;
    let mut active: link::ActiveModel = row.into();
    active.kind = Set(kind);
    active.lag_days = Set(lag);
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = sea_orm::ActiveModelTrait::update(active, &txn).await?;
    touch(&txn, row.successor_id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(row))))
}

/// Removes a link.
#[utoipa::path(delete, operation_id = "delete_activity_link", path = "/quality/links/{id}", tag = "quality", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let row = find(&state.db, &ctx, id).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    link::Entity::delete_by_id(row.id).exec(&txn).await?;
    touch(&txn, row.successor_id).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
