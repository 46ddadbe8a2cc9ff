//! The checklist tree of a unit type: areas (enclosures) → places → items → issues. A node's level follows its
//! parent's; names are unique among siblings ignoring case and accents (the unique index on `scope_id, name_key`).

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use uuid::Uuid;

use super::{dto::*, unit_types};
use crate::warranties::{can_configure, entity::{node, severity}};

pub const MAX_NAME: usize = 120;

/// Adds a node: an area without `parent_id`, else a child one level below its parent.
#[utoipa::path(post, operation_id = "create_checklist_node", path = "/warranties/unit-types/{id}/nodes", tag = "warranties", params(("id" = Uuid, Path)), request_body = NodeIn, responses((status = 201, body = One<NodeOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<NodeIn>) -> ApiResult<(StatusCode, Json<One<NodeOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let unit_type = unit_types::find(&txn, &ctx, id).await?;
    let (level, scope) = match input.parent_id {
        None => (NodeLevel::Area, unit_type.id),
        Some(parent_id) => {
            let parent = node::Entity::scoped(&ctx.tenant)
                .filter(node::Column::Id.eq(parent_id))
                .filter(node::Column::UnitTypeId.eq(unit_type.id))
                .one(&txn)
                .await?
                .ok_or_else(|| ApiError::field("parent_id", Msg::new("warranties.node_parent_missing")))?;
            let level = NodeLevel::parse(&parent.level).and_then(NodeLevel::child).ok_or_else(|| ApiError::field("parent_id", Msg::new("warranties.node_no_children")))?;
            (level, parent.id)
        }
    };
    let name = valid_name(&input)?;
    let severity_id = valid_severity(&txn, &ctx, unit_type.project_id, level, input.severity_id).await?;
    let row = insert(&txn, &ctx, unit_type.id, input.parent_id, scope, level, &name, severity_id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(&row)))))
}

/// Renames a node (and sets an issue's severity).
#[utoipa::path(put, operation_id = "update_checklist_node", path = "/warranties/nodes/{id}", tag = "warranties", params(("id" = Uuid, Path)), request_body = NodeIn, responses((status = 200, body = One<NodeOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<NodeIn>) -> ApiResult<Json<One<NodeOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let unit_type = unit_types::find(&txn, &ctx, row.unit_type_id).await?;
    let name = valid_name(&input)?;
    let level = NodeLevel::parse(&row.level).unwrap_or(NodeLevel::Area);
    let severity_id = valid_severity(&txn, &ctx, unit_type.project_id, level, input.severity_id).await?;
    node::Entity::update_many()
        .col_expr(node::Column::NameKey, Expr::value(name_key(&name)))
        .col_expr(node::Column::Name, Expr::value(name))
        .col_expr(node::Column::SeverityId, Expr::value(severity_id))
        .filter(node::Column::Id.eq(id))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, taken))?;
    let row = find(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(&row))))
}

/// Deletes a node with everything under it (and the revision rows of its items).
#[utoipa::path(delete, operation_id = "delete_checklist_node", path = "/warranties/nodes/{id}", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    unit_types::find(&txn, &ctx, row.unit_type_id).await?;
    node::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<node::Model> {
    node::Entity::scoped(&ctx.tenant).filter(node::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

fn taken() -> ApiError {
    ApiError::field("name", Msg::new("warranties.node_taken"))
}

fn valid_name(input: &NodeIn) -> ApiResult<String> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, MAX_NAME);
    v.finish()?;
    Ok(name)
}

/// Only issues carry a severity, and it must be one of the project's.
async fn valid_severity<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, level: NodeLevel, id: Option<Uuid>) -> ApiResult<Option<Uuid>> {
    let Some(id) = id.filter(|_| level == NodeLevel::Issue) else { return Ok(None) };
    let found = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::Id.eq(id)).filter(severity::Column::ProjectId.eq(project)).one(db).await?;
    found.map(|s| Some(s.id)).ok_or_else(|| ApiError::field("severity_id", Msg::new("warranties.severity_missing")))
}

/// Inserts a node last among its siblings; a sibling of the same name is a 422 on `name`.
#[allow(clippy::too_many_arguments)]
pub async fn insert<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit_type: Uuid, parent: Option<Uuid>, scope: Uuid, level: NodeLevel, name: &str, severity_id: Option<Uuid>) -> ApiResult<node::Model> {
    let last: Option<i32> = node::Entity::find().select_only().column_as(node::Column::Position.max(), "p").filter(node::Column::ScopeId.eq(scope)).into_tuple().one(db).await?.flatten();
    node::Entity::insert(node::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        unit_type_id: Set(unit_type),
        parent_id: Set(parent),
        scope_id: Set(scope),
        level: Set(level.as_str().to_string()),
        name: Set(name.to_string()),
        name_key: Set(name_key(name)),
        severity_id: Set(severity_id),
        position: Set(last.map_or(0, |p| p + 1)),
        created_at: Set(Utc::now()),
    })
    .exec_with_returning(db)
    .await
    .map_err(|e| platform::db::unique_or(e, taken))
}

fn out(n: &node::Model) -> NodeOut {
    NodeOut { id: n.id, parent_id: n.parent_id, level: NodeLevel::parse(&n.level).unwrap_or(NodeLevel::Area), name: n.name.clone(), severity_id: n.severity_id, position: n.position, children: Vec::new() }
}

/// Every node of a unit type, in tree order.
pub async fn all<C: ConnectionTrait>(db: &C, unit_type: Uuid) -> ApiResult<Vec<node::Model>> {
    Ok(node::Entity::find().filter(node::Column::UnitTypeId.eq(unit_type)).order_by_asc(node::Column::Position).order_by_asc(node::Column::Id).all(db).await?)
}

/// The unit type's checklist as a tree of areas.
pub async fn tree<C: ConnectionTrait>(db: &C, unit_type: Uuid) -> ApiResult<Vec<NodeOut>> {
    Ok(build(&all(db, unit_type).await?))
}

pub fn build(rows: &[node::Model]) -> Vec<NodeOut> {
    let mut children: HashMap<Option<Uuid>, Vec<&node::Model>> = HashMap::new();
    for row in rows {
        children.entry(row.parent_id).or_default().push(row);
    }
    fn grow(parent: Option<Uuid>, children: &HashMap<Option<Uuid>, Vec<&node::Model>>) -> Vec<NodeOut> {
        children.get(&parent).map(|list| list.iter().map(|n| NodeOut { children: grow(Some(n.id), children), ..out(n) }).collect()).unwrap_or_default()
    }
    grow(None, &children)
}
