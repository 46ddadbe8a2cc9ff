//! `DELETE /api/profiles/{id}`.

use axum::{extract::State, http::StatusCode};
use platform::{
    audit,
    context::Ctx,
    entities::{profile, user},
    error::{IdPath, OptionalJson},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use serde_json::json;

use super::{dto::DeleteIn, policy, store};

/// Deletes a profile. One with users is refused unless `move_users_to` names another profile of the company;
/// then the users move and the profile goes in one transaction. The last administrator profile stays.
#[utoipa::path(delete, operation_id = "delete_profile", path = "/profiles/{id}", tag = "config", params(("id" = uuid::Uuid, Path)), request_body = DeleteIn, responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, OptionalJson(body): OptionalJson<DeleteIn>) -> ApiResult<StatusCode> {
    policy::can_manage(&ctx)?;
    let input = body.unwrap_or_default();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let target = store::present_one(&txn, &ctx.tenant, id).await?;
    if target.is_admin {
        let admins = profile::Entity::scoped(&ctx.tenant).filter(profile::Column::IsAdmin.eq(true)).count(&txn).await?;
        if admins <= 1 {
            return Err(ApiError::field("id", Msg::new("config.last_admin_profile")));
        }
    }
    if target.users_count > 0 {
        let Some(to) = input.move_users_to.filter(|to| *to != id) else {
            return Err(ApiError::field("id", Msg::new("config.profile_in_use").arg("count", target.users_count)));
        };
        store::find(&txn, &ctx.tenant, to).await.map_err(|_| ApiError::field("move_users_to", Msg::new("config.move_target_invalid")))?;
        user::Entity::update_many()
            .col_expr(user::Column::ProfileId, Expr::value(Some(to)))
            .filter(user::Column::CompanyId.eq(ctx.company.id))
            .filter(user::Column::ProfileId.eq(id))
            .exec(&txn)
            .await?;
    }
    profile::Entity::delete_by_id(id).exec(&txn).await?;
    let after = json!({"moved_users_to": input.move_users_to, "users": target.users_count});
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "profile.deleted", entity: "profile", entity_id: Some(id), before: Some(json!({"name": target.name, "permissions": target.permissions})), after: Some(after), ip: ctx.client.ip.clone() }).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
