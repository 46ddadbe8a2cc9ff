//! `GET /api/cbox/items`: a folder's contents (folders first), what others shared with me, the trash, or a name
//! search across the project. Only items the caller can see are listed.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{paginate, ListQuery, Page},
    error::QueryParams,
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{
    sea_query::{Expr, ExprTrait, Func},
    ColumnTrait, Condition, Order, QueryFilter, QueryOrder, Select,
};
use uuid::Uuid;

use super::{
    access::{self, Grant, Resolver},
    dto::*,
    entity::cbox_item,
    policy, trash, view,
};

/// Most name matches a search reads before checking who can see them.
const SEARCH_CANDIDATES: u64 = 1000;

/// The items of a view: `folder` (a folder's contents, or a name search across the project), `shared` or `trash`.
#[utoipa::path(get, operation_id = "list_cbox_items", path = "/cbox/items", tag = "cbox", params(ListQuery, ItemFilters), responses((status = 200, body = Page<CboxItemOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ItemsQuery>) -> ApiResult<Json<Page<CboxItemOut>>> {
    policy::can_open(&ctx)?;
    let project = ctx.require_project()?;
    let db = &state.db;
    let mut resolver = Resolver::new(db, &ctx).await?;
    let base = cbox_item::Entity::scoped(&ctx.tenant).filter(cbox_item::Column::ProjectId.eq(project));
    let (page, inherited) = match query.filters.view.as_deref().unwrap_or("folder") {
        "shared" => {
            let select = base.filter(cbox_item::Column::DeletedAt.is_null()).filter(cbox_item::Column::Id.is_in(resolver.shared_ids())).filter(cbox_item::Column::OwnerId.ne(ctx.user.id));
            (paginate(db, sorted(select, &query.list), &query.list).await?, None)
        }
        "trash" => {
            let mut select = base.filter(cbox_item::Column::DeletedAt.gt(Utc::now() - trash::KEPT)).filter(Expr::col(cbox_item::Column::DeletedRoot).equals(cbox_item::Column::Id));
            if !access::is_admin(&ctx) {
                select = select.filter(Condition::any().add(cbox_item::Column::OwnerId.eq(ctx.user.id)).add(cbox_item::Column::DeletedBy.eq(ctx.user.id)));
            }
            (paginate(db, sorted(select, &query.list), &query.list).await?, None)
        }
        "folder" => match query.list.search() {
            Some(text) => return search(&state, &ctx, &mut resolver, base, text, &query.list).await,
            None => folder(&state, &ctx, &mut resolver, base, query.filters.folder_id, &query.list).await?,
        },
        _ => return Err(ApiError::field("view", Msg::new("validation.one_of"))),
    };
    let mut items = Vec::with_capacity(page.data.len());
    for item in &page.data {
        let grant = match inherited {
            Some(folder) => resolver.direct(item).union(folder),
            None => resolver.grant(db, item).await?,
        };
        items.push((item.clone(), grant));
    }
    let data = view::many(db, &ctx, items).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// A folder's live children, with the folder's grant that they inherit. At the root, only what the user owns or was
/// given directly (administrators see everything).
async fn folder(state: &AppState, ctx: &Ctx, resolver: &mut Resolver<'_>, base: Select<cbox_item::Entity>, folder: Option<Uuid>, query: &ListQuery) -> ApiResult<(Page<cbox_item::Model>, Option<Grant>)> {
    let live = base.filter(cbox_item::Column::DeletedAt.is_null());
    match folder {
        Some(id) => {
            let (parent, grant) = access::load(&state.db, ctx, id).await?;
            if !parent.is_folder() {
                return Err(access::not_found());
            }
            let select = live.filter(cbox_item::Column::ParentId.eq(id));
            Ok((paginate(&state.db, sorted(select, query), query).await?, Some(grant)))
        }
        None => {
            let mut select = live.filter(cbox_item::Column::ParentId.is_null());
            if !access::is_admin(ctx) {
                select = select.filter(Condition::any().add(cbox_item::Column::OwnerId.eq(ctx.user.id)).add(cbox_item::Column::Id.is_in(resolver.shared_ids())));
            }
            Ok((paginate(&state.db, sorted(select, query), query).await?, Some(Grant::default())))
        }
    }
}

/// Name matches anywhere in the project that the user can see, paged after the visibility check.
async fn search(state: &AppState, ctx: &Ctx, resolver: &mut Resolver<'_>, base: Select<cbox_item::Entity>, text: &str, query: &ListQuery) -> ApiResult<Json<Page<CboxItemOut>>> {
    let select = base.filter(cbox_item::Column::DeletedAt.is_null()).filter(contains_any(&[cbox_item::Column::Name], text));
    let candidates = sea_orm::QuerySelect::limit(sorted(select, query), SEARCH_CANDIDATES).all(&state.db).await?;
    let mut visible = Vec::new();
    for item in candidates {
        let grant = resolver.grant(&state.db, &item).await?;
        if grant.view {
            visible.push((item, grant));
        }
    }
    let total = visible.len() as u64;
    let start = ((query.page() - 1) * query.rows()) as usize;
    let chunk: Vec<_> = visible.into_iter().skip(start).take(query.rows() as usize).collect();
    let data = view::many(&state.db, ctx, chunk).await?;
    Ok(Json(Page::new(data, query, total)))
}

/// Folders first, then `sortBy` (name, size, updated_at, created_at; name by default), then id.
fn sorted(select: Select<cbox_item::Entity>, query: &ListQuery) -> Select<cbox_item::Entity> {
    let order = if query.descending() { Order::Desc } else { Order::Asc };
    let select = select.order_by_desc(cbox_item::Column::Kind);
    let select = match query.sort_by.as_deref() {
        Some("size") => select.order_by(cbox_item::Column::Size, order.clone()),
        Some("updated_at") => select.order_by(cbox_item::Column::UpdatedAt, order.clone()),
        Some("created_at") => select.order_by(cbox_item::Column::CreatedAt, order.clone()),
        _ => select.order_by(Expr::expr(Func::lower(Expr::col(cbox_item::Column::Name))), order.clone()),
    };
    select.order_by(cbox_item::Column::Id, order)
}
