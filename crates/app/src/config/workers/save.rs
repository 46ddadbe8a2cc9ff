//! Create and edit site workers.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, entity::worker, policy, rules, view};
use crate::config::users::rules::check_projects;

pub struct Fields {
    pub first_name: String,
    pub last_name: String,
    pub national_id: String,
    pub contractor: Option<String>,
    pub position: Option<String>,
    pub project_ids: Vec<Uuid>,
}

async fn valid<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &WorkerIn, own: Option<Uuid>) -> ApiResult<Fields> {
    let mut v = Validator::new();
    let mut name = |field: &str, value: Option<&str>| {
        let value = value.map(str::trim).unwrap_or_default().to_string();
        if v.required(field, Some(&value)) {
            v.length(field, &value, rules::NAME.0, rules::NAME.1);
        }
        value
    };
    let first_name = name("first_name", input.first_name.as_deref());
    let last_name = name("last_name", input.last_name.as_deref());
    let kind = rules::id_kind(&ctx.company.country);
    let raw = input.national_id.as_deref().unwrap_or_default();
    let national_id = rules::normalize(kind, raw);
    if v.required("national_id", Some(raw)) {
        if let Some(key) = rules::id_error(kind, raw) {
            v.add("national_id", Msg::new(key));
        }
    }
    let contractor = rules::optional(&mut v, "contractor", input.contractor.as_deref(), rules::CONTRACTOR_MAX);
    let position = rules::optional(&mut v, "position", input.position.as_deref(), rules::POSITION_MAX);
    let project_ids = check_projects(db, ctx, &mut v, Some(&input.project_ids)).await?;
    if !v.has("national_id") {
        let mut taken = worker::Entity::scoped(&ctx.tenant).filter(worker::Column::NationalId.eq(&national_id));
        if let Some(own) = own {
            taken = taken.filter(worker::Column::Id.ne(own));
        }
        if taken.count(db).await? > 0 {
            v.add("national_id", Msg::new("validation.taken"));
        }
    }
    v.finish()?;
    Ok(Fields { first_name, last_name, national_id, contractor, position, project_ids })
}

/// Registers a worker in one or more projects.
#[utoipa::path(post, operation_id = "create_worker", path = "/workers", tag = "config", request_body = WorkerIn, responses((status = 201, body = One<WorkerOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<WorkerIn>) -> ApiResult<(StatusCode, Json<One<WorkerOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let f = valid(&txn, &ctx, &input, None).await?;
    let now = Utc::now();
    let row = worker::Entity::insert(worker::ActiveModel {
        id: Set(new_id()),
        company_id: Set(ctx.company.id),
        first_name: Set(f.first_name),
        last_name: Set(f.last_name),
        national_id: Set(f.national_id),
        contractor: Set(f.contractor),
        position: Set(f.position),
        active: Set(input.active.unwrap_or(true)),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_with_returning(&txn)
    .await?;
    view::set_projects(&txn, &ctx, row.id, &f.project_ids).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "worker.created", entity: "worker", entity_id: Some(row.id), after: Some(json!({"national_id": row.national_id})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let out = view::many(&txn, &ctx, vec![row]).await?.remove(0);
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits a worker (including `active`); `version` is the one read.
#[utoipa::path(put, operation_id = "update_worker", path = "/workers/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = WorkerIn, responses((status = 200, body = One<WorkerOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<WorkerIn>) -> ApiResult<Json<One<WorkerOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = view::find(&txn, &ctx, id).await?;
    let f = valid(&txn, &ctx, &input, Some(id)).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let result = worker::Entity::update_many()
        .set(worker::ActiveModel {
            first_name: Set(f.first_name),
            last_name: Set(f.last_name),
            national_id: Set(f.national_id),
            contractor: Set(f.contractor),
            position: Set(f.position),
            active: Set(input.active.unwrap_or(before.active)),
            updated_at: Set(Utc::now()),
            version: Set(version.wrapping_add(1)),
            ..Default::default()
        })
        .filter(worker::Column::Id.eq(id))
        .filter(worker::Column::Version.eq(version))
        .exec(&txn)
        .await?;
    concurrency::check(result, true)?;
    view::set_projects(&txn, &ctx, id, &f.project_ids).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "worker.updated", entity: "worker", entity_id: Some(id), ..Default::default() }).await?;
    let out = view::many(&txn, &ctx, vec![view::find(&txn, &ctx, id).await?]).await?.remove(0);
    txn.commit().await?;
    Ok(Json(One::new(out)))
}
