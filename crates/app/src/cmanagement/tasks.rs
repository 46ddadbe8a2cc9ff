//! A ticket's tasks (its `issues`): title, description, assignee, due date, status and checklist; created one by
//! one or from a template in one step. Every change counts as news on the ticket (its version moves).

use axum::{extract::State, http::StatusCode, Json};
use chrono::{Duration, Utc};
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPair, IdPath, JsonBody},
    i18n::Msg,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, people, policy};
use crate::{
    auth::names::{named, user_names},
    config::cmanagement::dto::TemplateTask,
    tickets::{
        self, activity,
        dto::{ChecklistItem, TaskOut, TaskStatus},
        entity::{task, ticket},
        store,
    },
};

/// Most checklist items per task, and tasks per ticket.
pub const MAX_CHECKLIST: usize = 50;
pub const MAX_TASKS: u64 = 200;

/// The ticket's tasks in order.
#[utoipa::path(get, operation_id = "list_ticket_tasks", path = "/cmanagement/tickets/{id}/tasks", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 200, body = One<Vec<TaskOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<Vec<TaskOut>>>> {
    policy::can_open(&ctx)?;
    let row = store::load(&state.db, &ctx, id, tickets::CMANAGEMENT).await?;
    let tasks = task::Entity::find().filter(task::Column::TicketId.eq(row.id)).order_by_asc(task::Column::Position).order_by_asc(task::Column::Id).all(&state.db).await?;
    Ok(Json(One::new(out(&state.db, &ctx, tasks).await?)))
}

/// A new task, last in the list.
#[utoipa::path(post, operation_id = "create_ticket_task", path = "/cmanagement/tickets/{id}/tasks", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = TaskIn, responses((status = 201, body = One<TaskOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TaskIn>) -> ApiResult<(StatusCode, Json<One<TaskOut>>)> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let parent = editable(&txn, &ctx, id).await?;
    let now = Utc::now();
    let mut row = task::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: parent.project_id,
        ticket_id: parent.id,
        origin_ticket_id: None,
        title: String::new(),
        description: None,
        assignee_id: None,
        due_date: None,
        status: TaskStatus::Pending.as_str().into(),
        checklist: json!([]),
        position: next_position(&txn, parent.id).await?,
        version: 1,
        created_at: now,
        updated_at: now,
    };
    if input.title.is_none() {
        return Err(ApiError::field("title", Msg::new("validation.required")));
    }
    apply(&txn, &ctx, &parent, &mut row, &input).await?;
    task::Entity::insert(task::ActiveModel::from(row.clone())).exec_without_returning(&txn).await?;
    store::touch(&txn, &parent, None).await?;
    activity::record(&txn, &ctx, parent.id, "task_added", json!({"title": row.title})).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(&state.db, &ctx, vec![row]).await?.remove(0)))))
}

/// Changes the keys sent (`version` must be the one read: 409 otherwise). Rescheduling is `{version, due_date}`.
#[utoipa::path(put, operation_id = "update_ticket_task", path = "/cmanagement/tickets/{id}/tasks/{task_id}", tag = "cmanagement", params(("id" = Uuid, Path), ("task_id" = Uuid, Path)), request_body = TaskIn, responses((status = 200, body = One<TaskOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPair(id, task_id): IdPair, JsonBody(input): JsonBody<TaskIn>) -> ApiResult<Json<One<TaskOut>>> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let parent = editable(&txn, &ctx, id).await?;
    let before = find(&txn, parent.id, task_id).await?;
    if input.version.is_some_and(|v| v != before.version) {
        return Err(ApiError::conflict());
    }
    let mut row = before.clone();
    apply(&txn, &ctx, &parent, &mut row, &input).await?;
    let mut active = row.clone().into_active_model();
    for column in [task::Column::Title, task::Column::Description, task::Column::AssigneeId, task::Column::DueDate, task::Column::Status, task::Column::Checklist] {
        active.reset(column);
    }
    active.version = Set(before.version.wrapping_add(1));
    active.updated_at = Set(Utc::now());
    let row = active.update(&txn).await?;
    store::touch(&txn, &parent, None).await?;
    activity::record(&txn, &ctx, parent.id, "task_updated", json!({"title": row.title, "status": row.status, "due_date": row.due_date})).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(&state.db, &ctx, vec![row]).await?.remove(0))))
}

/// Removes a task.
#[utoipa::path(delete, operation_id = "delete_ticket_task", path = "/cmanagement/tickets/{id}/tasks/{task_id}", tag = "cmanagement", params(("id" = Uuid, Path), ("task_id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPair(id, task_id): IdPair) -> ApiResult<StatusCode> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let parent = editable(&txn, &ctx, id).await?;
    let row = find(&txn, parent.id, task_id).await?;
    task::Entity::delete_by_id(row.id).exec(&txn).await?;
    store::touch(&txn, &parent, None).await?;
    activity::record(&txn, &ctx, parent.id, "task_deleted", json!({"title": row.title})).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Creates the tasks of a template; due dates count from today.
#[utoipa::path(post, operation_id = "apply_task_template", path = "/cmanagement/tickets/{id}/tasks/template", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = TemplateApplyIn, responses((status = 201, body = One<Vec<TaskOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn apply_template(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<TemplateApplyIn>) -> ApiResult<(StatusCode, Json<One<Vec<TaskOut>>>)> {
    policy::can_open(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let parent = editable(&txn, &ctx, id).await?;
    let template_id = input.template_id.ok_or_else(|| ApiError::field("template_id", Msg::new("validation.required")))?;
    let template = crate::config::cmanagement::find_template(&txn, &ctx, template_id).await.map_err(|_| ApiError::field("template_id", Msg::new("validation.one_of")))?;
    let specs: Vec<TemplateTask> = crate::config::cmanagement::template_tasks(&template);
    let mut position = next_position(&txn, parent.id).await?;
    let today = Utc::now().date_naive();
    let now = Utc::now();
    let mut rows = Vec::with_capacity(specs.len());
    for spec in specs {
        let checklist: Vec<ChecklistItem> = spec.checklist.into_iter().map(|text| ChecklistItem { text, done: false }).collect();
        rows.push(task::Model {
            id: Uuid::now_v7(),
            company_id: ctx.company.id,
            project_id: parent.project_id,
            ticket_id: parent.id,
            origin_ticket_id: None,
            title: spec.title,
            description: spec.description,
            assignee_id: None,
            due_date: spec.due_in_days.map(|d| today + Duration::days(d)),
            status: TaskStatus::Pending.as_str().into(),
            checklist: json!(checklist),
            position,
            version: 1,
            created_at: now,
            updated_at: now,
        });
        position += 1;
    }
    if !rows.is_empty() {
        task::Entity::insert_many(rows.iter().cloned().map(task::ActiveModel::from)).exec_without_returning(&txn).await?;
    }
    store::touch(&txn, &parent, None).await?;
    activity::record(&txn, &ctx, parent.id, "template_applied", json!({"template": template.name, "tasks": rows.len()})).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(&state.db, &ctx, rows).await?))))
}

/// The ticket, if the caller may change its tasks (manage key, its responsible) and it is not merged away.
async fn editable<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<ticket::Model> {
    let parent = store::load(db, ctx, id, tickets::CMANAGEMENT).await?;
    policy::can_manage(ctx, &parent)?;
    if parent.merged_into.is_some() {
        return Err(ApiError::field("ticket", Msg::new("ticket.merged_readonly")));
    }
    Ok(parent)
}

async fn find<C: ConnectionTrait>(db: &C, ticket: Uuid, id: Uuid) -> ApiResult<task::Model> {
    task::Entity::find().filter(task::Column::TicketId.eq(ticket)).filter(task::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

async fn next_position<C: ConnectionTrait>(db: &C, ticket: Uuid) -> ApiResult<i32> {
    let count = task::Entity::find().filter(task::Column::TicketId.eq(ticket)).count(db).await?;
    if count >= MAX_TASKS {
        return Err(ApiError::field("title", Msg::new("validation.max_items").arg("max", MAX_TASKS)));
    }
    Ok(count as i32)
}

/// Validates and copies the keys sent onto `row`.
async fn apply<C: ConnectionTrait>(db: &C, ctx: &Ctx, parent: &ticket::Model, row: &mut task::Model, input: &TaskIn) -> ApiResult<()> {
    let mut v = Validator::new();
    if input.title.is_some() {
        row.title = v.name("title", input.title.as_deref(), 1, 200);
    }
    if let Some(text) = &input.description {
        row.description = text.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(String::from);
        if let Some(text) = &row.description {
            v.length("description", text, 0, 5000);
        }
    }
    if let Some(assignee) = input.assignee_id {
        if let Some(user) = assignee {
            if people::check(&people::member_ids(db, ctx, parent.project_id).await?, "assignee_id", &[user]).is_err() {
                v.add("assignee_id", Msg::new("ticket.user_not_member"));
            }
        }
        row.assignee_id = assignee;
    }
    if let Some(due) = input.due_date {
        row.due_date = due;
    }
    if let Some(status) = input.status {
        row.status = status.as_str().into();
    }
    if let Some(items) = &input.checklist {
        v.items("checklist", items.len(), 0, MAX_CHECKLIST);
        let items: Vec<ChecklistItem> = items.iter().map(|i| ChecklistItem { text: i.text.trim().to_string(), done: i.done }).filter(|i| !i.text.is_empty()).collect();
        row.checklist = json!(items);
    }
    v.finish()
}

async fn out<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<task::Model>) -> ApiResult<Vec<TaskOut>> {
    let names = user_names(db, ctx, rows.iter().filter_map(|t| t.assignee_id)).await?;
    Ok(rows
        .into_iter()
        .map(|t| TaskOut {
            assignee: t.assignee_id.map(|id| named(&names, id)),
            checklist: serde_json::from_value(t.checklist).unwrap_or_default(),
            status: TaskStatus::parse(&t.status).unwrap_or(TaskStatus::Pending),
            id: t.id,
            ticket_id: t.ticket_id,
            title: t.title,
            description: t.description,
            due_date: t.due_date,
            position: t.position,
            created_at: t.created_at,
            updated_at: t.updated_at,
            version: t.version,
        })
        .collect())
}
