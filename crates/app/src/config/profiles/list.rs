//! `GET /api/permissions`, `GET /api/profiles`, `GET /api/profiles/{id}`.

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    entities::profile,
    envelope::{ListQuery, One, Page},
    error::{IdPath, QueryParams},
    permissions::CATALOGUE,
    search::contains_any,
    tenant::Scoped,
    ApiResult, AppState,
};
use sea_orm::{QueryFilter, QueryOrder};

use super::{dto::*, policy, store};

/// The permission catalogue in display order, with what the caller may grant.
#[utoipa::path(get, operation_id = "list_permissions", path = "/permissions", tag = "config", responses((status = 200, body = One<Vec<CatalogueGroup>>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn catalogue(ctx: Ctx) -> ApiResult<Json<One<Vec<CatalogueGroup>>>> {
    policy::can_list(&ctx)?;
    let groups = CATALOGUE
        .iter()
        .map(|(group, keys)| CatalogueGroup {
            group: (*group).to_string(),
            permissions: keys
                .iter()
                .filter(|(_, _, exclusive)| !exclusive)
                .map(|(key, is_module, _)| CataloguePermission { key: (*key).to_string(), is_module: *is_module, grantable: ctx.profile_keys.contains(*key) })
                .collect(),
        })
        .filter(|g| !g.permissions.is_empty())
        .collect();
    Ok(Json(One::new(groups)))
}

/// The company's profiles by name, with their permissions and how many users hold each.
#[utoipa::path(get, operation_id = "list_profiles", path = "/profiles", tag = "config", params(ListQuery), responses((status = 200, body = Page<ProfileOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ProfileOut>>> {
    policy::can_list(&ctx)?;
    let mut select = profile::Entity::scoped(&ctx.tenant).order_by_asc(profile::Column::Name);
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[profile::Column::Name], text));
    }
    let page = platform::envelope::paginate(&state.db, select, &query).await?;
    let total = page.total;
    let data = store::present(&state.db, &ctx.tenant, page.data).await?;
    Ok(Json(Page::new(data, &query, total)))
}

/// One profile.
#[utoipa::path(get, operation_id = "get_profile", path = "/profiles/{id}", tag = "config", params(("id" = uuid::Uuid, Path)), responses((status = 200, body = One<ProfileOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<ProfileOut>>> {
    policy::can_list(&ctx)?;
    Ok(Json(One::new(store::present_one(&state.db, &ctx.tenant, id).await?)))
}
