//! `GET /api/projects`.

use std::collections::HashMap;

use axum::{extract::State, Json};
use platform::{
    context::Ctx,
    entities::{project, project_group},
    envelope::{paginate, ListQuery, Page},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use super::dto::ProjectOut;
use crate::auth::me::NamedRef;


/// Which projects to list.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProjectScope {
    /// `true`: every project of the company, for administrators assigning people to projects (needs a user,
    /// worker, course or project administration permission); otherwise only the user's own.
    #[serde(default, deserialize_with = "platform::envelope::loose::opt_bool")]
    pub all: Option<bool>,
}

#[derive(serde::Deserialize)]
pub struct ProjectQuery {
    #[serde(flatten)]
    list: ListQuery,
    #[serde(flatten)]
    scope: ProjectScope,
}

/// Keys that may list every project of the company.
const COMPANY_WIDE: &[&str] = &["config.users.manage", "config.workers.manage", "config.courses.manage", "config.projects.manage"];

/// The user's projects (or, with `all=true`, the company's), paginated; `search` matches name, code and city;
/// `sortBy` is name, city, code or created_at.
#[utoipa::path(get, operation_id = "list_projects", path = "/projects", tag = "projects", params(ListQuery, ProjectScope), responses((status = 200, body = Page<ProjectOut>), (status = 401, body = platform::error::ErrorBody), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ProjectQuery>) -> ApiResult<Json<Page<ProjectOut>>> {
    let all = query.scope.all == Some(true);
    if all {
        ctx.require_any(COMPANY_WIDE)?;
    }
    let query = query.list;
    let sort = query.sort_by.as_deref().unwrap_or("name");
    let column = match sort {
        "name" => project::Column::Name,
        "city" => project::Column::City,
        "code" => project::Column::Code,
        "created_at" => project::Column::CreatedAt,
        _ => return Err(ApiError::field("sortBy", Msg::new("validation.one_of"))),
    };
    let mut select = project::Entity::scoped(&ctx.tenant);
    if !all {
        select = select.filter(project::Column::Id.is_in(ctx.project_ids.clone()));
    }
    if let Some(text) = query.search() {
        select = select.filter(contains_any(&[project::Column::Name, project::Column::Code, project::Column::City], text));
    }
    let order = if query.descending() { sea_orm::Order::Desc } else { sea_orm::Order::Asc };
    let select = select.order_by(column, order).order_by_asc(project::Column::Id);
    let page = paginate(&state.db, select, &query).await?;
    let groups = group_names(&state, &ctx, page.data.iter().filter_map(|p| p.group_id).collect()).await?;
    Ok(Json(page.map(|p| {
        let group = p.group_id.and_then(|g| groups.get(&g).cloned());
        ProjectOut::new(p, group)
    })))
}

pub async fn group_names(state: &AppState, ctx: &Ctx, ids: Vec<Uuid>) -> ApiResult<HashMap<Uuid, NamedRef>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = project_group::Entity::scoped(&ctx.tenant)
        .filter(project_group::Column::Id.is_in(ids))
        .select_only()
        .columns([project_group::Column::Id, project_group::Column::Name])
        .into_tuple::<(Uuid, String)>()
        .all(&state.db)
        .await?;
    Ok(rows.into_iter().map(|(id, name)| (id, NamedRef { id, name })).collect())
}
