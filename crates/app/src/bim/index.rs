//! Reading a model's element index: the spatial tree, elements with filters, one element with every property,
//! lookup by GlobalId, and the classes present. Anyone assigned to the model's project may read it.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    Json,
};
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::{contains_any, equals_ignoring_case},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, Condition, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;
use uuid::Uuid;

use super::{
    dto::*,
    entity::{element, element_set, property_set},
    store,
};

pub const MAX_LOOKUP: usize = 5000;

#[derive(Deserialize)]
pub struct ElementsQuery {
    #[serde(flatten)]
    pub list: ListQuery,
    #[serde(flatten)]
    pub filters: ElementFilters,
}

/// The spatial tree of every file of the model: project, site, building, storey, space; parents come first.
#[utoipa::path(get, operation_id = "bim_tree", path = "/bim/models/{id}/tree", tag = "bim", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<BimTreeNode>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn tree(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<BimTreeNode>>>> {
    let model = store::model(&state.db, &ctx, id).await?;
    let rows = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(true)).order_by_asc(element::Column::FileId).order_by_asc(element::Column::StepId).all(&state.db).await?;
    let nodes = parents_first(rows).into_iter().map(|e| BimTreeNode { global_id: e.global_id, class: e.class, name: e.name, file_id: e.file_id, step_id: e.step_id, parent: e.parent_global_id, elements: e.contained }).collect();
    Ok(Json(One::new(nodes)))
}

/// Orders nodes so that each comes after its parent (files list their records in any order).
fn parents_first(rows: Vec<element::Model>) -> Vec<element::Model> {
    let mut children: HashMap<Option<String>, Vec<element::Model>> = HashMap::new();
    let ids: std::collections::HashSet<String> = rows.iter().map(|r| r.global_id.clone()).collect();
    for row in rows {
        let parent = row.parent_global_id.clone().filter(|p| ids.contains(p));
        children.entry(parent).or_default().push(row);
    }
    let mut out = Vec::new();
    let mut stack: Vec<element::Model> = children.remove(&None).unwrap_or_default().into_iter().rev().collect();
    while let Some(node) = stack.pop() {
        if let Some(kids) = children.remove(&Some(node.global_id.clone())) {
            stack.extend(kids.into_iter().rev());
        }
        out.push(node);
    }
    out
}

/// Elements of the model (not the spatial nodes), by class, containing node, name or property value.
#[utoipa::path(get, operation_id = "bim_elements", path = "/bim/models/{id}/elements", tag = "bim", params(("id" = Uuid, Path), ListQuery, ElementFilters), responses((status = 200, body = Page<BimElementOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn elements(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(query): QueryParams<ElementsQuery>) -> ApiResult<Json<Page<BimElementOut>>> {
    let model = store::model(&state.db, &ctx, id).await?;
    let f = &query.filters;
    let mut select = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false));
    if let Some(class) = text(&f.class) {
        select = select.filter(equals_ignoring_case(element::Column::Class, class));
    }
    if let Some(node) = text(&f.storey) {
        select = select.filter(Condition::any().add(element::Column::ParentGlobalId.eq(node)).add(element::Column::StoreyGlobalId.eq(node)));
    }
    if let Some(search) = query.list.search() {
        select = select.filter(contains_any(&[element::Column::Name, element::Column::GlobalId], search));
    }
    if let Some(name) = text(&f.property) {
        select = select.filter(super::filter::has_property(&state.db, model.id, name, text(&f.value)).await?);
    }
    let select = match query.list.sort_by.as_deref() {
        Some("class") => select.order_by_asc(element::Column::Class).order_by_asc(element::Column::Name),
        _ => select.order_by_asc(element::Column::Name).order_by_asc(element::Column::StepId),
    };
    let page = paginate(&state.db, select, &query.list).await?;
    Ok(Json(page.map(out)))
}

/// One element with its property and quantity sets.
#[utoipa::path(get, operation_id = "bim_element", path = "/bim/models/{id}/elements/{global_id}", tag = "bim", params(("id" = Uuid, Path), ("global_id" = String, Path)), responses((status = 200, body = One<BimElementDetail>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn element(State(state): State<AppState>, ctx: Ctx, Path((id, global_id)): Path<(Uuid, String)>) -> ApiResult<Json<One<BimElementDetail>>> {
    let model = store::model(&state.db, &ctx, id).await?;
    let row = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::GlobalId.eq(global_id)).one(&state.db).await?;
    let row = row.ok_or_else(|| ApiError::not_found().with_message(Msg::new("bim.element_not_found")))?;
    let set_steps: Vec<i64> = element_set::Entity::find().select_only().column(element_set::Column::SetStep).filter(element_set::Column::FileId.eq(row.file_id)).filter(element_set::Column::ElementStep.eq(row.step_id)).into_tuple().all(&state.db).await?;
    let sets = property_set::Entity::find().filter(property_set::Column::FileId.eq(row.file_id)).filter(property_set::Column::StepId.is_in(set_steps.clone())).order_by_asc(property_set::Column::Name).all(&state.db).await?;
    let property_sets = sets
        .into_iter()
        .map(|s| {
            let pairs: Vec<(String, Option<String>)> = s.properties.as_deref().and_then(|json| serde_json::from_str(json).ok()).unwrap_or_default();
            BimPropertySetOut { properties: pairs.into_iter().map(|(name, value)| BimPropertyOut { name, value }).collect(), name: s.name, kind: s.kind }
        })
        .collect();
    Ok(Json(One::new(BimElementDetail { element: out(row), property_sets })))
}

/// The elements with these GlobalIds (unknown ones are left out), e.g. to colour them in the viewer.
#[utoipa::path(post, operation_id = "bim_lookup", path = "/bim/models/{id}/elements/lookup", tag = "bim", params(("id" = Uuid, Path)), request_body = LookupIn, responses((status = 200, body = One<Vec<BimElementOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn lookup(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<LookupIn>) -> ApiResult<Json<One<Vec<BimElementOut>>>> {
    let model = store::model(&state.db, &ctx, id).await?;
    if input.global_ids.len() > MAX_LOOKUP {
        return Err(ApiError::field("global_ids", Msg::new("bim.too_many_ids").arg("max", MAX_LOOKUP)));
    }
    let mut found = Vec::with_capacity(input.global_ids.len());
    for chunk in input.global_ids.chunks(500) {
        let rows = element::Entity::find().filter(element::Column::ModelId.eq(model.id)).filter(element::Column::GlobalId.is_in(chunk.iter().cloned())).all(&state.db).await?;
        found.extend(rows.into_iter().map(out));
    }
    Ok(Json(One::new(found)))
}

#[derive(FromQueryResult)]
struct ClassRow {
    class: String,
    count: i64,
}

/// The IFC classes of the model's elements with their counts, most frequent first.
#[utoipa::path(get, operation_id = "bim_classes", path = "/bim/models/{id}/classes", tag = "bim", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<ClassCount>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn classes(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<ClassCount>>>> {
    let model = store::model(&state.db, &ctx, id).await?;
    let rows = element::Entity::find()
        .select_only()
        .column(element::Column::Class)
        .column_as(element::Column::StepId.count(), "count")
        .filter(element::Column::ModelId.eq(model.id))
        .filter(element::Column::Spatial.eq(false))
        .group_by(element::Column::Class)
        .into_model::<ClassRow>()
        .all(&state.db)
        .await?;
    let mut data: Vec<ClassCount> = rows.into_iter().map(|r| ClassCount { class: r.class, count: r.count }).collect();
    data.sort_by(|a, b| b.count.cmp(&a.count).then(a.class.cmp(&b.class)));
    Ok(Json(One::new(data)))
}

fn out(e: element::Model) -> BimElementOut {
    BimElementOut { global_id: e.global_id, class: e.class, name: e.name, type_name: e.type_name, file_id: e.file_id, step_id: e.step_id, storey_id: e.storey_global_id, storey_name: e.storey_name }
}

fn text(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}
