//! Placements of a project: listed newest first with filters, registered on elements of the Concrete model
//! (joining their type's lot), edited over the version read (a new type or volume moves it between lots) and
//! deleted (its lot gives the volume back).

use axum::{extract::State, http::StatusCode, Json};
use chrono::{NaiveDate, Utc};
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    ids::new_id,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::Deserialize;
use uuid::Uuid;

use super::{
    can_edit, can_read,
    entity::{placement, placement_element},
    form::{self, ConcretePlacementIn, Valid},
    lots,
    view::{self, ConcretePlacementOut},
};

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlacementFilter {
    #[serde(rename = "typeId")]
    #[param(rename = "typeId")]
    pub type_id: Option<Uuid>,
    #[serde(rename = "lotId")]
    #[param(rename = "lotId")]
    pub lot_id: Option<Uuid>,
    /// Placements that filled this element of the model.
    #[serde(rename = "globalId")]
    #[param(rename = "globalId")]
    pub global_id: Option<String>,
    /// YYYY-MM-DD, inclusive.
    pub from: Option<NaiveDate>,
    /// YYYY-MM-DD, inclusive.
    pub to: Option<NaiveDate>,
}

#[derive(Deserialize)]
pub struct Query {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    filter: PlacementFilter,
}

/// A placement of the caller's company in one of the caller's projects; 404 otherwise.
async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<placement::Model> {
    let row = placement::Entity::scoped(&ctx.tenant).filter(placement::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

async fn one<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<ConcretePlacementOut> {
    view::many(db, vec![find(db, ctx, id).await?]).await?.pop().ok_or_else(ApiError::not_found)
}

/// The project's placements, newest first (`projectId` required).
#[utoipa::path(get, operation_id = "list_concrete_placements", path = "/concrete/placements", tag = "concrete", params(ListQuery, PlacementFilter, ("projectId" = Uuid, Query)), responses((status = 200, body = Page<ConcretePlacementOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(q): QueryParams<Query>) -> ApiResult<Json<Page<ConcretePlacementOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    let mut select = placement::Entity::scoped(&ctx.tenant).filter(placement::Column::ProjectId.eq(project));
    if let Some(text) = q.list.search() {
        select = select.filter(contains_any(&[placement::Column::Location, placement::Column::Unit, placement::Column::Guide, placement::Column::Cycle], text));
    }
    let f = &q.filter;
    if let Some(t) = f.type_id {
        select = select.filter(placement::Column::TypeId.eq(t));
    }
    if let Some(l) = f.lot_id {
        select = select.filter(placement::Column::LotId.eq(l));
    }
    if let Some(g) = f.global_id.as_deref().filter(|g| !g.is_empty()) {
        let holders = placement_element::Entity::find().select_only().column(placement_element::Column::PlacementId).filter(placement_element::Column::GlobalId.eq(g));
        select = select.filter(placement::Column::Id.in_subquery(sea_orm::QueryTrait::into_query(holders)));
    }
    if let Some(from) = f.from {
        select = select.filter(placement::Column::PouredOn.gte(from));
    }
    if let Some(to) = f.to {
        select = select.filter(placement::Column::PouredOn.lte(to));
    }
    let page = paginate(&state.db, select.order_by_desc(placement::Column::PouredOn).order_by_desc(placement::Column::Number), &q.list).await?;
    let total = page.total;
    let data = view::many(&state.db, page.data).await?;
    Ok(Json(Page::new(data, &q.list, total)))
}

/// One placement.
#[utoipa::path(get, operation_id = "get_concrete_placement", path = "/concrete/placements/{id}", tag = "concrete", params(("id" = Uuid, Path)), responses((status = 200, body = One<ConcretePlacementOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<ConcretePlacementOut>>> {
    can_read(&ctx)?;
    Ok(Json(One::new(one(&state.db, &ctx, id).await?)))
}

async fn save_elements<C: ConnectionTrait>(db: &C, id: Uuid, ok: &Valid) -> ApiResult<()> {
    placement_element::Entity::delete_many().filter(placement_element::Column::PlacementId.eq(id)).exec(db).await?;
    let rows: Vec<_> = ok.global_ids.iter().map(|g| placement_element::ActiveModel { placement_id: Set(id), global_id: Set(g.clone()), model_id: Set(ok.model_id) }).collect();
    placement_element::Entity::insert_many(rows).exec_without_returning(db).await?;
    Ok(())
}

fn fill(active: &mut placement::ActiveModel, ok: &Valid) {
    active.model_id = Set(ok.model_id);
    active.element_id = Set(ok.element_id);
    active.m3_e1 = Set(ok.m3_e1);
    active.location = Set(ok.location.clone());
    active.unit = Set(ok.unit.clone());
    active.cycle = Set(ok.cycle.clone());
    let [a1, a2, a3, a4] = ok.axes.clone();
    active.axis1 = Set(a1);
    active.axis2 = Set(a2);
    active.axis3 = Set(a3);
    active.axis4 = Set(a4);
    active.poured_on = Set(ok.poured_on);
    active.supplier_id = Set(ok.supplier_id);
    active.type_id = Set(ok.type_id);
    active.guide = Set(ok.guide.clone());
    active.updated_at = Set(Utc::now());
}

/// Writes a checked placement: the next number of the project, its type's open lot, its elements.
pub(super) async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, ok: &Valid) -> ApiResult<Uuid> {
    let lot_id = lots::assign(db, ctx, project, ok.type_id, ok.m3_e1).await?;
    let last: Option<i64> = placement::Entity::find().select_only().column_as(placement::Column::Number.max(), "n").filter(placement::Column::ProjectId.eq(project)).into_tuple().one(db).await?.flatten();
    let id = new_id();
    let mut active = placement::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), project_id: Set(project), number: Set(last.unwrap_or(0) + 1), lot_id: Set(lot_id), created_by: Set(ctx.actor()), version: Set(1), created_at: Set(Utc::now()), ..Default::default() };
    fill(&mut active, ok);
    placement::Entity::insert(active).exec_without_returning(db).await.map_err(|e| platform::db::unique_or(e, ApiError::conflict))?;
    save_elements(db, id, ok).await?;
    let data = serde_json::json!({"id": id, "project_id": project, "number": last.unwrap_or(0) + 1, "lot_id": lot_id, "m3": f64::from(ok.m3_e1) / 10.0, "poured_on": ok.poured_on, "type_id": ok.type_id});
    crate::config::webhooks::emit(db, ctx.company.id, "placement.created", data).await?;
    Ok(id)
}

/// Registers a placement on elements of the project's Concrete model; it joins its type's open lot.
#[utoipa::path(post, operation_id = "create_concrete_placement", path = "/concrete/placements", tag = "concrete", params(("projectId" = Uuid, Query)), request_body = ConcretePlacementIn, responses((status = 201, body = One<ConcretePlacementOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ConcretePlacementIn>) -> ApiResult<(StatusCode, Json<One<ConcretePlacementOut>>)> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let ok = form::check(&txn, &ctx, project, &input).await?;
    let id = insert(&txn, &ctx, project, &ok).await?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits a placement over the version read; a new type, or a volume past its lot's limit, moves it to another lot.
#[utoipa::path(put, operation_id = "update_concrete_placement", path = "/concrete/placements/{id}", tag = "concrete", params(("id" = Uuid, Path)), request_body = ConcretePlacementIn, responses((status = 200, body = One<ConcretePlacementOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ConcretePlacementIn>) -> ApiResult<Json<One<ConcretePlacementOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let ok = form::check(&txn, &ctx, row.project_id, &input).await?;
    if input.version != Some(row.version) {
        return Err(ApiError::conflict());
    }
    let (old_lot, old_m3, old_type, project, version) = (row.lot_id, row.m3_e1, row.type_id, row.project_id, row.version);
    let mut active: placement::ActiveModel = row.into();
    fill(&mut active, &ok);
    active.version = Set(version + 1);
    // The same type stays in its lot (its volume follows); another type leaves it for that type's lot.
    let joined = if ok.type_id == old_type { lots::resize(&txn, old_lot, ok.m3_e1 - old_m3).await?; old_lot } else { lots::assign(&txn, &ctx, project, ok.type_id, ok.m3_e1).await? };
    active.lot_id = Set(joined);
    placement::Entity::update(active).exec(&txn).await?;
    if joined != old_lot {
        lots::release(&txn, old_lot, old_m3).await?;
    }
    save_elements(&txn, id, &ok).await?;
    let out = one(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes a placement; its lot gives the volume back (and goes when nothing is left in it).
#[utoipa::path(delete, operation_id = "delete_concrete_placement", path = "/concrete/placements/{id}", tag = "concrete", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    placement::Entity::delete_by_id(id).exec(&txn).await?;
    lots::release(&txn, row.lot_id, row.m3_e1).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
