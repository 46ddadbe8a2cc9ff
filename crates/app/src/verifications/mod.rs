//! Verifications and reception (SPEC §2 `/verifications` uploader, gantt; `/config/recepciones`; the unit page's
//! `recepcion` tab): checklist verifications of the work of a project's quality activities, as Dalux or PlanRadar
//! do them. The company keeps templates (items in order, some needing a photo, optionally tied to an activity type)
//! and plans; a verification copies its template's items, each answered as complies, failure or not applicable,
//! and a failure opens an observation with a deadline and a responsible. A verification closes signed, with every
//! item answered; an activity (or one unit of it) is received once its verifications are closed and none of their
//! observations is open. Each verification prints as a PDF report.
//!
//! Permissions: `verifications-access` performs verifications, observations and receptions;
//! `verifications.upload` configures templates, plans and the project's reception settings.

use platform::{
    context::Ctx,
    entities::{user, user_project},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

pub mod dto;
pub mod entity;
mod files;
mod observations;
mod people;
mod plans;
mod receptions;
mod report;
mod settings;
mod templates;
mod verifs;

pub const ACCESS: &str = "verifications-access";
pub const UPLOAD: &str = "verifications.upload";

/// Performing verifications: creating, answering, closing; observations and receptions.
pub fn can_access(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(ACCESS)
}

/// Templates, their items and plans, and the reception settings.
pub fn can_configure(ctx: &Ctx) -> ApiResult<()> {
    ctx.require(UPLOAD)
}

/// Reading templates, plans and settings: the module (a verification chooses a template) or the configuration.
pub fn can_read_config(ctx: &Ctx) -> ApiResult<()> {
    ctx.require_any(&[ACCESS, UPLOAD])
}

/// A verification of the caller's company in one of the caller's projects; 404 otherwise.
pub async fn find_verification<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<entity::verification::Model> {
    use entity::verification;
    let row = verification::Entity::scoped(&ctx.tenant).filter(verification::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if ctx.project_ids.contains(&row.project_id) { Ok(row) } else { Err(ApiError::not_found()) }
}

/// An enabled user of the caller's company assigned to the project; 422 on `field` otherwise.
pub async fn member<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, id: Option<Uuid>, field: &str) -> ApiResult<user::Model> {
    let Some(id) = id else { return Err(ApiError::field(field, Msg::new("validation.required"))) };
    let refused = || ApiError::field(field, Msg::new("verifications.not_member"));
    let row = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.eq(id)).filter(user::Column::Enabled.eq(true)).one(db).await?.ok_or_else(refused)?;
    let assigned = user_project::Entity::find().filter(user_project::Column::UserId.eq(id)).filter(user_project::Column::ProjectId.eq(project)).one(db).await?;
    if assigned.is_some() { Ok(row) } else { Err(refused()) }
}

/// Keeps a check's 422 in the validator (so one answer lists every field), passing anything else on.
pub fn collect<T>(v: &mut platform::validate::Validator, result: ApiResult<T>) -> ApiResult<Option<T>> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(err) if err.status == axum::http::StatusCode::UNPROCESSABLE_ENTITY && !err.errors.is_empty() => {
            for (field, messages) in err.errors {
                for m in messages {
                    v.add(&field, m);
                }
            }
            Ok(None)
        }
        Err(err) => Err(err),
    }
}

/// The names of users by id (for lists).
pub async fn names<C: ConnectionTrait>(db: &C, mut ids: Vec<Uuid>) -> ApiResult<std::collections::HashMap<Uuid, String>> {
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        return Ok(Default::default());
    }
    Ok(user::Entity::find().filter(user::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|u| (u.id, u.full_name())).collect())
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(templates::router())
        .routes(routes!(plans::list))
        .routes(routes!(plans::content))
        .routes(routes!(plans::delete))
        .routes(routes!(verifs::list::list, verifs::create::create))
        .routes(routes!(verifs::list::gantt))
        .routes(routes!(verifs::edit::get, verifs::edit::update, verifs::edit::delete))
        .routes(routes!(verifs::answer::answer))
        .routes(routes!(verifs::close::close))
        .routes(routes!(report::pdf))
        .routes(routes!(files::content))
        .routes(routes!(files::delete))
        .routes(routes!(observations::list))
        .routes(routes!(receptions::list, receptions::create))
        .routes(routes!(receptions::close))
        .routes(routes!(settings::get, settings::put))
        .routes(routes!(people::list))
        .merge(uploads())
}

/// Routes that take files: each streams into storage and stops at its own limit (20 MB a file), so the body limit
/// only has to allow the largest form (six photos).
fn uploads() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(plans::upload))
        .routes(routes!(files::upload))
        .routes(routes!(observations::close))
        .merge(OpenApiRouter::new().routes(routes!(templates::import::import)))
        .layer(axum::extract::DefaultBodyLimit::max(files::MAX_FORM))
}
