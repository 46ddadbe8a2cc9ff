//! Task templates: named lists of tasks (title, description, due in N days, checklist) applied to a ticket in one
//! step from its issues tab.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{can_configure, categories::clean, dto::*};
use crate::tickets::entity::template;

/// At most 50 tasks per template ('Max 50 records', SPEC §9).
pub const MAX_TASKS: usize = 50;

/// Templates by name.
#[utoipa::path(get, operation_id = "list_task_templates", path = "/config/cmanagement/task-templates", tag = "cmanagement", params(ListQuery), responses((status = 200, body = Page<TemplateOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<TemplateOut>>> {
    can_configure(&ctx)?;
    let mut select = template::Entity::scoped(&ctx.tenant).order_by_asc(template::Column::Name).order_by_asc(template::Column::Id);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[template::Column::Name], text));
    }
    Ok(Json(paginate(&state.db, select, &query).await?.map(out)))
}

/// A new template.
#[utoipa::path(post, operation_id = "create_task_template", path = "/config/cmanagement/task-templates", tag = "cmanagement", request_body = TemplateIn, responses((status = 201, body = One<TemplateOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<TemplateIn>) -> ApiResult<(StatusCode, Json<One<TemplateOut>>)> {
    can_configure(&ctx)?;
    let (name, tasks) = valid(&input)?;
    let now = Utc::now();
    let row = template::Entity::insert(template::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        name: Set(name),
        description: Set(clean(input.description)),
        active: Set(input.active.unwrap_or(true)),
        tasks: Set(json!(tasks)),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(&state.db)
    .await?;
    Ok((StatusCode::CREATED, Json(One::new(out(row)))))
}

/// Edits a template; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_task_template", path = "/config/cmanagement/task-templates/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = TemplateIn, responses((status = 200, body = One<TemplateOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TemplateIn>) -> ApiResult<Json<One<TemplateOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find(&txn, &ctx, id).await?;
    let (name, tasks) = valid(&input)?;
    if input.version.is_some_and(|v| v != before.version) {
        return Err(ApiError::conflict());
    }
    let mut row = before.clone().into_active_model();
    row.name = Set(name);
    row.description = Set(clean(input.description));
    row.active = Set(input.active.unwrap_or(before.active));
    row.tasks = Set(json!(tasks));
    row.version = Set(before.version.wrapping_add(1));
    row.updated_at = Set(Utc::now());
    let row = row.update(&txn).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(row))))
}

/// Deletes a template (tasks already created from it stay).
#[utoipa::path(delete, operation_id = "delete_task_template", path = "/config/cmanagement/task-templates/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    find(&state.db, &ctx, id).await?;
    template::Entity::delete_by_id(id).exec(&state.db).await?;
    Ok(StatusCode::NO_CONTENT)
}

pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<template::Model> {
    template::Entity::scoped(&ctx.tenant).filter(template::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

pub fn tasks_of(row: &template::Model) -> Vec<TemplateTask> {
    serde_json::from_value(row.tasks.clone()).unwrap_or_default()
}

fn out(row: template::Model) -> TemplateOut {
    TemplateOut { tasks: tasks_of(&row), id: row.id, name: row.name, description: row.description, active: row.active, version: row.version }
}

/// Name 1–100; 1–50 tasks, each titled (1–200), due in 0–365 days, with at most 50 checklist items.
fn valid(input: &TemplateIn) -> ApiResult<(String, Vec<TemplateTask>)> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, 100);
    v.items("tasks", input.tasks.len(), 1, MAX_TASKS);
    let mut tasks = Vec::with_capacity(input.tasks.len());
    for (i, task) in input.tasks.iter().enumerate() {
        let title = v.name(&format!("tasks.{i}.title"), Some(&task.title), 1, 200);
        if let Some(days) = task.due_in_days {
            v.range(&format!("tasks.{i}.due_in_days"), days as f64, 0.0, 365.0);
        }
        v.items(&format!("tasks.{i}.checklist"), task.checklist.len(), 0, 50);
        let checklist: Vec<String> = task.checklist.iter().map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).collect();
        tasks.push(TemplateTask { title, description: clean(task.description.clone()), due_in_days: task.due_in_days, checklist });
    }
    if input.tasks.is_empty() && !v.has("tasks") {
        v.add("tasks", Msg::new("validation.required"));
    }
    v.finish()?;
    Ok((name, tasks))
}
