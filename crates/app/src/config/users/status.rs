//! Activate and deactivate users (SPEC §4 User: both need confirmation, which the SPA asks for). Deactivation
//! ends every session of the user; activation counts against the user limits.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    entities::user,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::{t, Msg},
    session,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, limits, policy, view};

/// Reasons a user may not be deactivated. Deliveries will add 'Este usuário possui fichas abertas' here (a user
/// still responsible for open inspection records); today no module holds such records.
pub async fn deactivation_blockers<C: ConnectionTrait>(_db: &C, _user_id: Uuid) -> ApiResult<Vec<Msg>> {
    Ok(Vec::new())
}

/// Turns a user on or off; `version` is the one read.
#[utoipa::path(put, operation_id = "set_user_enabled", path = "/users/{id}/enabled", tag = "config", params(("id" = Uuid, Path)), request_body = EnabledIn, responses((status = 200, body = One<UserOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn set_enabled(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<EnabledIn>) -> ApiResult<Json<One<UserOut>>> {
    policy::can_manage(&ctx)?;
    let Some(version) = input.version else { return Err(ApiError::field("version", Msg::new("validation.required"))) };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = view::find(&txn, &ctx.tenant, id).await?;
    if before.enabled == input.enabled {
        return Err(ApiError::new(axum::http::StatusCode::UNPROCESSABLE_ENTITY, "no_changes", "users.no_changes"));
    }
    apply(&txn, &ctx, &[id], input.enabled).await?;
    let result = user::Entity::update_many()
        .set(user::ActiveModel { enabled: Set(input.enabled), updated_at: Set(Utc::now()), version: Set(version.wrapping_add(1)), ..Default::default() })
        .filter(user::Column::Id.eq(id))
        .filter(user::Column::Version.eq(version))
        .exec(&txn)
        .await?;
    concurrency::check(result, true)?;
    if input.enabled {
        let projects = view::one(&txn, &ctx.tenant, before).await?.projects.iter().map(|p| p.id).collect();
        limits::ensure(&txn, &ctx.tenant, &limits::Touched { company: true, projects }).await?;
    }
    let action = if input.enabled { "user.enabled" } else { "user.disabled" };
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action, entity: "user", entity_id: Some(id), after: Some(json!({"enabled": input.enabled})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    let out = view::one(&txn, &ctx.tenant, view::find(&txn, &ctx.tenant, id).await?).await?;
    txn.commit().await?;
    let message = t(if input.enabled { "users.enabled" } else { "users.disabled" }, ctx.locale);
    Ok(Json(One::new(out).with_message(message)))
}

/// The checks and side effects of switching `ids` on or off, before the rows change: nobody disables themself,
/// blockers refuse, and deactivation ends sessions. `ids` must already be known to be the company's.
pub(super) async fn apply<C: ConnectionTrait>(db: &C, ctx: &Ctx, ids: &[Uuid], enabled: bool) -> ApiResult<()> {
    if enabled {
        return Ok(());
    }
    if ids.contains(&ctx.user.id) {
        return Err(ApiError::field("enabled", Msg::new("users.self_disable")));
    }
    for id in ids {
        if let Some(reason) = deactivation_blockers(db, *id).await?.into_iter().next() {
            return Err(ApiError::field("enabled", reason));
        }
        session::end_all_for_user(db, *id).await?;
    }
    Ok(())
}
