//! Mass edit: position, profile, projects or enabled for many users in one confirmed step, all or nothing.

use std::collections::BTreeSet;

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::user,
    envelope::One,
    error::JsonBody,
    i18n::Msg,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::ExprTrait, ActiveValue::NotSet, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, limits, policy, projects, rules, status};

/// At most this many users per mass edit.
pub const MAX_IDS: usize = 1000;

/// Applies the given changes to every listed user, or to none.
#[utoipa::path(post, operation_id = "bulk_update_users", path = "/users/bulk", tag = "config", request_body = BulkIn, responses((status = 200, body = One<BulkOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn bulk(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<BulkIn>) -> ApiResult<Json<One<BulkOut>>> {
    policy::can_manage(&ctx)?;
    let ids: Vec<Uuid> = input.ids.iter().copied().collect::<BTreeSet<_>>().into_iter().collect();
    let mut v = Validator::new();
    v.items("ids", ids.len(), 1, MAX_IDS);
    if input.position_id.is_none() && input.profile_id.is_none() && input.project_ids.is_none() && input.enabled.is_none() {
        v.add("ids", Msg::new("users.bulk_nothing"));
    }
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    if input.position_id.is_some() {
        rules::check_position(&txn, &ctx, &mut v, input.position_id).await?;
    }
    if input.profile_id.is_some() {
        rules::check_profile(&txn, &ctx, &mut v, input.profile_id).await?;
        if ids.contains(&ctx.user.id) {
            v.add("profile_id", Msg::new("users.self_profile"));
        }
    }
    let project_ids = match &input.project_ids {
        Some(p) => Some(rules::check_projects(&txn, &ctx, &mut v, Some(p)).await?),
        None => None,
    };
    v.finish()?;
    let found = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids.clone())).count(&txn).await?;
    if found as usize != ids.len() {
        return Err(ApiError::not_found());
    }
    if let Some(enabled) = input.enabled {
        status::apply(&txn, &ctx, &ids, enabled).await?;
    }
    let now = Utc::now();
    user::Entity::update_many()
        .set(user::ActiveModel {
            position_id: input.position_id.map_or(NotSet, |p| Set(Some(p))),
            profile_id: input.profile_id.map_or(NotSet, |p| Set(Some(p))),
            enabled: input.enabled.map_or(NotSet, Set),
            updated_at: Set(now),
            ..Default::default()
        })
        .col_expr(user::Column::Version, sea_orm::sea_query::Expr::col(user::Column::Version).add(1))
        .filter(user::Column::CompanyId.eq(ctx.company.id))
        .filter(user::Column::Id.is_in(ids.clone()))
        .exec(&txn)
        .await?;
    if let Some(p) = &project_ids {
        for id in &ids {
            projects::replace(&txn, ctx.company.id, *id, p).await?;
        }
    }
    let touched = limits::Touched { company: input.enabled == Some(true), projects: project_ids.clone().unwrap_or_default().into_iter().collect() };
    let touched = if input.enabled == Some(true) && touched.projects.is_empty() { with_current_projects(&txn, &ctx, &ids, touched).await? } else { touched };
    limits::ensure(&txn, &ctx.tenant, &touched).await?;
    let change = json!({"position": input.position_id, "profile": input.profile_id, "projects": project_ids, "enabled": input.enabled});
    for id in &ids {
        audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "user.bulk_updated", entity: "user", entity_id: Some(*id), after: Some(change.clone()), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    }
    txn.commit().await?;
    let updated = ids.len() as u64;
    let message = Msg::new("users.bulk_done").arg("count", updated).render(ctx.locale);
    Ok(Json(One::new(BulkOut { updated }).with_message(message)))
}

/// Enabling users touches the projects they already hold.
async fn with_current_projects(db: &sea_orm::DatabaseTransaction, ctx: &Ctx, ids: &[Uuid], mut touched: limits::Touched) -> ApiResult<limits::Touched> {
    use platform::entities::user_project;
    use sea_orm::QuerySelect;
    let held: Vec<Uuid> = user_project::Entity::scoped(&ctx.tenant)
        .filter(user_project::Column::UserId.is_in(ids.to_vec()))
        .select_only()
        .column(user_project::Column::ProjectId)
        .distinct()
        .into_tuple()
        .all(db)
        .await?;
    touched.projects.extend(held);
    Ok(touched)
}
