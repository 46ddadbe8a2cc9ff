//! Webhook applications: list, read, create (the secret shown once), rename or change env, renew the secret,
//! delete (with its events and logs).

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
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, emit::find_app, entity::{app, subscription}, policy, sign};
use crate::config::{NAME_MAX, NAME_MIN};

const ENVS: &[&str] = &["testing", "production"];

/// The application's events, by event key.
pub async fn events_of<C: ConnectionTrait>(db: &C, app: Uuid) -> ApiResult<Vec<subscription::Model>> {
    Ok(subscription::Entity::find().filter(subscription::Column::AppId.eq(app)).order_by_asc(subscription::Column::Event).all(db).await?)
}

async fn valid<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &AppIn, own: Option<Uuid>) -> ApiResult<(String, String)> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), NAME_MIN, NAME_MAX);
    let env = input.env.as_deref().unwrap_or_default().trim().to_string();
    if v.required("env", Some(&env)) {
        v.one_of("env", &env, ENVS);
    }
    v.finish()?;
    platform::db::name_free(db, app::Entity::scoped(&ctx.tenant), app::Column::NameKey, app::Column::Id, &name, own).await?;
    Ok((name, env))
}

/// The company's webhook applications with their events.
#[utoipa::path(get, operation_id = "list_webhook_apps", path = "/webhooks/apps", tag = "config", responses((status = 200, body = One<Vec<AppOut>>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<AppOut>>>> {
    policy::can_manage(&ctx)?;
    let apps = app::Entity::scoped(&ctx.tenant).order_by_asc(app::Column::NameKey).all(&state.db).await?;
    let mut subs = subscription::Entity::scoped(&ctx.tenant).order_by_asc(subscription::Column::Event).all(&state.db).await?;
    let out = apps
        .into_iter()
        .map(|a| {
            let mine = subs.extract_if(.., |s| s.app_id == a.id).collect();
            AppOut::new(a, mine)
        })
        .collect();
    Ok(Json(One::new(out)))
}

/// One application with its events.
#[utoipa::path(get, operation_id = "get_webhook_app", path = "/webhooks/apps/{id}", tag = "config", params(("id" = Uuid, Path)), responses((status = 200, body = One<AppOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<AppOut>>> {
    policy::can_manage(&ctx)?;
    let row = find_app(&state.db, &ctx.tenant, id).await?;
    let events = events_of(&state.db, id).await?;
    Ok(Json(One::new(AppOut::new(row, events))))
}

/// Creates an application; the answer holds its secret, which is not shown again.
#[utoipa::path(post, operation_id = "create_webhook_app", path = "/webhooks/apps", tag = "config", request_body = AppIn, responses((status = 201, body = One<AppWithSecret>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<AppIn>) -> ApiResult<(StatusCode, Json<One<AppWithSecret>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let (name, env) = valid(&txn, &ctx, &input, None).await?;
    let now = Utc::now();
    let secret = sign::new_secret();
    let row = app::Model { id: new_id(), company_id: ctx.company.id, name_key: name_key(&name), name, env, secret: secret.clone(), created_by: Some(ctx.user.id), version: 1, created_at: now, updated_at: now };
    app::Entity::insert(app::ActiveModel::from(row.clone())).exec_without_returning(&txn).await.map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_app.created", entity: "webhook_app", entity_id: Some(row.id), after: Some(json!({"name": row.name, "env": row.env})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(AppWithSecret { app: AppOut::new(row, vec![]), secret }))))
}

/// Renames an application or changes its env; `version` must be the one read (409 otherwise).
#[utoipa::path(put, operation_id = "update_webhook_app", path = "/webhooks/apps/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = AppIn, responses((status = 200, body = One<AppOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<AppIn>) -> ApiResult<Json<One<AppOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find_app(&txn, &ctx.tenant, id).await?;
    let (name, env) = valid(&txn, &ctx, &input, Some(id)).await?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    // A production application may not keep an event pointing where only testing ones may.
    if env == "production" && events_of(&txn, id).await?.iter().any(|s| super::guard::parse(&s.url, false).is_err()) {
        return Err(ApiError::field("env", Msg::new("webhooks.env_loopback")));
    }
    let result = app::Entity::update_many()
        .col_expr(app::Column::Name, Expr::value(name.clone()))
        .col_expr(app::Column::NameKey, Expr::value(name_key(&name)))
        .col_expr(app::Column::Env, Expr::value(env.clone()))
        .col_expr(app::Column::Version, Expr::value(version.wrapping_add(1)))
        .col_expr(app::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(app::Column::Id.eq(id))
        .filter(app::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(|e| platform::db::unique_or(e, platform::db::name_taken))?;
    concurrency::check(result, true)?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_app.updated", entity: "webhook_app", entity_id: Some(id), before: Some(json!({"name": before.name, "env": before.env})), after: Some(json!({"name": name, "env": env})), ip: ctx.client.ip.clone() }).await?;
    let row = find_app(&txn, &ctx.tenant, id).await?;
    let events = events_of(&txn, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(AppOut::new(row, events))))
}

/// Renews the secret: deliveries from now on are signed with the new one, shown in the answer only.
#[utoipa::path(post, operation_id = "renew_webhook_secret", path = "/webhooks/apps/{id}/secret", tag = "config", params(("id" = Uuid, Path)), responses((status = 200, body = One<AppWithSecret>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn renew(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<AppWithSecret>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_app(&txn, &ctx.tenant, id).await?;
    let secret = sign::new_secret();
    let mut active: app::ActiveModel = row.clone().into();
    active.secret = Set(secret.clone());
    active.version = Set(row.version.wrapping_add(1));
    active.updated_at = Set(Utc::now());
    let row = sea_orm::ActiveModelTrait::update(active, &txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_app.secret_renewed", entity: "webhook_app", entity_id: Some(id), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let events = events_of(&txn, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(AppWithSecret { app: AppOut::new(row, events), secret })))
}

/// Deletes an application with its events, deliveries and logs; pending deliveries are not sent.
#[utoipa::path(delete, operation_id = "delete_webhook_app", path = "/webhooks/apps/{id}", tag = "config", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find_app(&txn, &ctx.tenant, id).await?;
    app::Entity::delete_by_id(id).exec(&txn).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "webhook_app.deleted", entity: "webhook_app", entity_id: Some(id), before: Some(json!({"name": row.name})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
