//! Lots (batch conformity): a project's placements of one concrete type join, in the order they are registered,
//! the type's open lot until it reaches the lot limit of the settings; a placement that would pass the limit
//! closes that lot and opens the next. A lot can be closed by hand (the end of a stage). Each lot lists its
//! placements and samples with the verdict of the last judgement.

use std::collections::HashMap;

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, QueryParams},
    ids::new_id,
    tenant::Scoped,
    ApiResult, AppState,
};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_edit, can_read, entity::{catalog, lot, placement, sample}, find_lot, from_e1, samples::{self, ConcreteSampleOut}, settings, verdict};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteLotOut {
    pub id: Uuid,
    pub number: i32,
    pub type_id: Uuid,
    pub type_name: String,
    /// The type's specified strength, MPa.
    pub strength_mpa: Option<f64>,
    pub volume_m3: f64,
    pub limit_m3: f64,
    pub placements: u64,
    pub samples: u64,
    pub closed: bool,
    /// pending, conforming or non_conforming.
    pub verdict: String,
    /// The estimated characteristic strength of the last judgement, MPa.
    pub estimate_mpa: Option<f64>,
    /// The Cmanagement ticket raised when the lot turned non-conforming.
    pub ticket_id: Option<Uuid>,
    pub created_at: chrono::DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteLotDetail {
    #[serde(flatten)]
    pub lot: ConcreteLotOut,
    pub samples_list: Vec<ConcreteSampleOut>,
    /// Each criterion of the standard as judged: name, required and actual MPa, passed.
    pub criteria: Vec<verdict::CriterionOut>,
    /// nch1998 or nbr12655.
    pub standard: String,
}

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LotFilter {
    /// pending, conforming or non_conforming.
    pub verdict: Option<String>,
    #[serde(rename = "typeId")]
    #[param(rename = "typeId")]
    pub type_id: Option<Uuid>,
}

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: LotFilter,
}

/// The lot the placement joins (opening or closing lots as needed), with its volume added.
pub async fn assign<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, type_id: Uuid, m3_e1: i32) -> ApiResult<Uuid> {
    let open = lot::Entity::find().filter(lot::Column::ProjectId.eq(project)).filter(lot::Column::TypeId.eq(type_id)).filter(lot::Column::Closed.eq(false)).order_by_desc(lot::Column::Number).one(db).await?;
    let now = Utc::now();
    if let Some(current) = open {
        if current.volume_e1 + m3_e1 <= current.limit_e1 || current.volume_e1 == 0 {
            let volume = current.volume_e1 + m3_e1;
            lot::Entity::update_many().col_expr(lot::Column::VolumeE1, Expr::value(volume)).col_expr(lot::Column::Closed, Expr::value(volume >= current.limit_e1)).col_expr(lot::Column::UpdatedAt, Expr::value(now)).filter(lot::Column::Id.eq(current.id)).exec(db).await?;
            return Ok(current.id);
        }
        lot::Entity::update_many().col_expr(lot::Column::Closed, Expr::value(true)).col_expr(lot::Column::UpdatedAt, Expr::value(now)).filter(lot::Column::Id.eq(current.id)).exec(db).await?;
    }
    let limit = settings::of(db, ctx).await?.lot_limit_e1;
    let last: Option<i32> = lot::Entity::find().select_only().column_as(lot::Column::Number.max(), "n").filter(lot::Column::ProjectId.eq(project)).into_tuple().one(db).await?.flatten();
    let id = new_id();
    let row = lot::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), project_id: Set(project), type_id: Set(type_id), number: Set(last.unwrap_or(0) + 1), volume_e1: Set(m3_e1), limit_e1: Set(limit), closed: Set(m3_e1 >= limit), verdict: Set("pending".into()), estimate_e1: Set(None), ticket_id: Set(None), created_at: Set(now), updated_at: Set(now) };
    lot::Entity::insert(row).exec_without_returning(db).await?;
    Ok(id)
}

/// Takes a placement's volume out of its lot; a lot left without placements or samples goes.
pub async fn release<C: ConnectionTrait>(db: &C, lot_id: Uuid, m3_e1: i32) -> ApiResult<()> {
    lot::Entity::update_many().col_expr(lot::Column::VolumeE1, Expr::col(lot::Column::VolumeE1).sub(m3_e1)).col_expr(lot::Column::UpdatedAt, Expr::value(Utc::now())).filter(lot::Column::Id.eq(lot_id)).exec(db).await?;
    let placements = placement::Entity::find().filter(placement::Column::LotId.eq(lot_id)).select_only().column(placement::Column::Id).limit(1).into_tuple::<Uuid>().all(db).await?;
    let samples = sample::Entity::find().filter(sample::Column::LotId.eq(lot_id)).select_only().column(sample::Column::Id).limit(1).into_tuple::<Uuid>().all(db).await?;
    if placements.is_empty() && samples.is_empty() {
        lot::Entity::delete_by_id(lot_id).exec(db).await?;
    }
    Ok(())
}

/// Lots as listed: with their type, and their placements and samples counted.
pub async fn outs<C: ConnectionTrait>(db: &C, rows: Vec<lot::Model>) -> ApiResult<Vec<ConcreteLotOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|l| l.id).collect();
    let types: HashMap<Uuid, catalog::Model> = catalog::Entity::find().filter(catalog::Column::Id.is_in(rows.iter().map(|l| l.type_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|c| (c.id, c)).collect();
    let count = |pairs: Vec<(Uuid, i64)>| pairs.into_iter().map(|(id, n)| (id, Ord::max(n, 0) as u64)).collect::<HashMap<_, _>>();
    let placements = count(placement::Entity::find().select_only().column(placement::Column::LotId).column_as(placement::Column::Id.count(), "n").filter(placement::Column::LotId.is_in(ids.clone())).group_by(placement::Column::LotId).into_tuple().all(db).await?);
    let samples = count(sample::Entity::find().select_only().column(sample::Column::LotId).column_as(sample::Column::Id.count(), "n").filter(sample::Column::LotId.is_in(ids)).group_by(sample::Column::LotId).into_tuple().all(db).await?);
    Ok(rows
        .into_iter()
        .map(|l| {
            let kind = types.get(&l.type_id);
            ConcreteLotOut { id: l.id, number: l.number, type_id: l.type_id, type_name: kind.map(|t| t.name.clone()).unwrap_or_default(), strength_mpa: kind.and_then(|t| t.strength_e1).map(from_e1), volume_m3: from_e1(l.volume_e1), limit_m3: from_e1(l.limit_e1), placements: placements.get(&l.id).copied().unwrap_or(0), samples: samples.get(&l.id).copied().unwrap_or(0), closed: l.closed, verdict: l.verdict, estimate_mpa: l.estimate_e1.map(from_e1), ticket_id: l.ticket_id, created_at: l.created_at }
        })
        .collect())
}

/// The project's lots, newest first (`projectId` required).
#[utoipa::path(get, operation_id = "list_concrete_lots", path = "/concrete/lots", tag = "concrete", params(ListQuery, LotFilter, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<ConcreteLotOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<ConcreteLotOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let mut select = lot::Entity::scoped(&ctx.tenant).filter(lot::Column::ProjectId.eq(project));
    if let Some(v) = q.filter.verdict.as_deref().filter(|v| !v.is_empty()) {
        select = select.filter(lot::Column::Verdict.eq(v));
    }
    if let Some(t) = q.filter.type_id {
        select = select.filter(lot::Column::TypeId.eq(t));
    }
    let page = paginate(&state.db, select.order_by_desc(lot::Column::Number), &q.list).await?;
    let total = page.total;
    let data = outs(&state.db, page.data).await?;
    Ok(Json(Page::new(data, &q.list, total)))
}

async fn detail<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: lot::Model) -> ApiResult<ConcreteLotDetail> {
    let judged = verdict::judge_only(db, ctx, &row).await?;
    let samples_list = samples::of_lot(db, row.id).await?;
    let lot = outs(db, vec![row]).await?.pop().ok_or_else(platform::ApiError::not_found)?;
    Ok(ConcreteLotDetail { lot, samples_list, criteria: judged.criteria, standard: settings::standard_of(ctx).into() })
}

/// A lot with its samples and the criteria of its verdict.
#[utoipa::path(get, operation_id = "get_concrete_lot", path = "/concrete/lots/{id}", tag = "concrete", params(("id" = Uuid, Path)), responses((status = 200, body = One<ConcreteLotDetail>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<ConcreteLotDetail>>> {
    can_read(&ctx)?;
    let row = find_lot(&state.db, &ctx, id).await?;
    Ok(Json(One::new(detail(&state.db, &ctx, row).await?)))
}

/// Closes an open lot by hand: the type's next placement opens a new one.
#[utoipa::path(post, operation_id = "close_concrete_lot", path = "/concrete/lots/{id}/close", tag = "concrete", params(("id" = Uuid, Path)), responses((status = 200, body = One<ConcreteLotDetail>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn close(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<ConcreteLotDetail>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find_lot(&txn, &ctx, id).await?;
    lot::Entity::update_many().col_expr(lot::Column::Closed, Expr::value(true)).col_expr(lot::Column::UpdatedAt, Expr::value(Utc::now())).filter(lot::Column::Id.eq(id)).exec(&txn).await?;
    let row = find_lot(&txn, &ctx, id).await?;
    let out = detail(&txn, &ctx, row).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Changes the lot's volume by `delta` tenths of m³ (a placement of it edited).
pub async fn resize<C: ConnectionTrait>(db: &C, id: Uuid, delta: i32) -> ApiResult<()> {
    lot::Entity::update_many().col_expr(lot::Column::VolumeE1, Expr::col(lot::Column::VolumeE1).add(delta)).col_expr(lot::Column::UpdatedAt, Expr::value(Utc::now())).filter(lot::Column::Id.eq(id)).exec(db).await?;
    Ok(())
}

