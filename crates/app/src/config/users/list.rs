//! `GET /api/users` and `GET /api/users/{id}`.

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    entities::{user, user_project},
    envelope::{paginate, ListQuery, One, Page},
    error::{IdPath, QueryParams},
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Query, ColumnTrait, QueryFilter, QueryOrder};

use super::{dto::*, policy, view};

/// The company's users, filtered, sorted and paginated.
#[utoipa::path(get, operation_id = "list_users", path = "/users", tag = "config", params(ListQuery, UserFilters), responses((status = 200, body = Page<UserOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<UserQuery>) -> ApiResult<Json<Page<UserOut>>> {
    policy::can_manage(&ctx)?;
    let (list, f) = (query.list, query.filters);
    let order = if list.descending() { sea_orm::Order::Desc } else { sea_orm::Order::Asc };
    let mut select = user::Entity::scoped(&ctx.tenant);
    select = match list.sort_by.as_deref().unwrap_or("name") {
        "name" => select.order_by(user::Column::FirstName, order.clone()).order_by(user::Column::LastName, order),
        "username" => select.order_by(user::Column::Username, order),
        "email" => select.order_by(user::Column::Email, order),
        "created_at" => select.order_by(user::Column::CreatedAt, order),
        "last_login_at" => select.order_by(user::Column::LastLoginAt, order),
        _ => return Err(ApiError::field("sortBy", Msg::new("validation.one_of"))),
    };
    select = select.order_by_asc(user::Column::Id);
    if let Some(text) = list.search() {
        select = select.filter(contains_any(&[user::Column::FirstName, user::Column::LastName, user::Column::Username, user::Column::Email], text));
    }
    if let Some(id) = f.position_id {
        select = select.filter(user::Column::PositionId.eq(id));
    }
    if let Some(id) = f.profile_id {
        select = select.filter(user::Column::ProfileId.eq(id));
    }
    if let Some(enabled) = f.enabled {
        select = select.filter(user::Column::Enabled.eq(enabled));
    }
    if let Some(project) = f.project_id {
        let members = Query::select()
            .column(user_project::Column::UserId)
            .from(user_project::Entity)
            .and_where(user_project::Column::ProjectId.eq(project))
            .and_where(user_project::Column::CompanyId.eq(ctx.company.id))
            .to_owned();
        select = select.filter(user::Column::Id.in_subquery(members));
    }
    let page = paginate(&state.db, select, &list).await?;
    let data = view::many(&state.db, &ctx.tenant, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// One user of the company.
#[utoipa::path(get, operation_id = "get_user", path = "/users/{id}", tag = "config", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<UserOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<UserOut>>> {
    policy::can_manage(&ctx)?;
    let row = view::find(&state.db, &ctx.tenant, id).await?;
    Ok(Json(One::new(view::one(&state.db, &ctx.tenant, row).await?)))
}
