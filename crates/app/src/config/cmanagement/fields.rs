//! Custom fields (SPEC §3, §5): by category or general, of eight kinds; select kinds carry 1 to 50 distinct
//! options; at most `MAX_ACTIVE_FIELDS` active fields per category (and as many general ones). A field with values
//! on tickets is retired (deactivated), not deleted, so those values stay readable.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    concurrency,
    context::Ctx,
    envelope::{paginate, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    search::contains_any,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{can_configure, categories::clean, dto::*};
use crate::tickets::{
    entity::{category, field, value},
    fields::{FieldKind, MAX_ACTIVE_FIELDS, MAX_OPTIONS},
};

/// Fields in form order; `category_id` = a category or `general`.
#[utoipa::path(get, operation_id = "list_ticket_fields", path = "/config/cmanagement/custom-fields", tag = "cmanagement", params(platform::envelope::ListQuery, FieldFilters), responses((status = 200, body = Page<FieldOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<FieldsQuery>) -> ApiResult<Json<Page<FieldOut>>> {
    can_configure(&ctx)?;
    let mut select = field::Entity::scoped(&ctx.tenant).order_by_asc(field::Column::Position).order_by_asc(field::Column::Id);
    match query.filters.category_id.as_deref().filter(|c| !c.is_empty()) {
        Some("general") => select = select.filter(field::Column::CategoryId.is_null()),
        Some(id) => select = select.filter(field::Column::CategoryId.eq(Uuid::parse_str(id).map_err(|_| ApiError::field("category_id", Msg::new("validation.one_of")))?)),
        None => {}
    }
    if let Some(text) = query.list.search() {
        select = select.filter(contains_any(&[field::Column::Name], text));
    }
    Ok(Json(paginate(&state.db, select, &query.list).await?.map(|f| FieldOut::from(&f))))
}

/// A new field, last in its category's form.
#[utoipa::path(post, operation_id = "create_ticket_field", path = "/config/cmanagement/custom-fields", tag = "cmanagement", request_body = FieldIn, responses((status = 201, body = One<FieldOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<FieldIn>) -> ApiResult<(StatusCode, Json<One<FieldOut>>)> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let kind = input.kind.as_deref().and_then(FieldKind::parse);
    let (name, options) = valid(&input, kind)?;
    let kind = kind.ok_or_else(|| ApiError::internal("checked"))?;
    check_category(&txn, &ctx, input.category_id).await?;
    let active = input.active.unwrap_or(true);
    if active {
        check_room(&txn, &ctx, input.category_id, None).await?;
    }
    let position = field::Entity::scoped(&ctx.tenant).count(&txn).await? as i32;
    let now = Utc::now();
    let row = field::Entity::insert(field::ActiveModel {
        id: Set(Uuid::now_v7()),
        company_id: Set(ctx.company.id),
        category_id: Set(input.category_id),
        kind: Set(kind.as_str().into()),
        name: Set(name),
        description: Set(clean(input.description)),
        options: Set(json!(options)),
        multiple: Set(input.multiple && kind == FieldKind::User),
        required: Set(input.required),
        active: Set(active),
        position: Set(position),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_with_returning(&txn)
    .await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(FieldOut::from(&row)))))
}

/// Edits a field (its kind is fixed); retiring is `active: false`.
#[utoipa::path(put, operation_id = "update_ticket_field", path = "/config/cmanagement/custom-fields/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), request_body = FieldIn, responses((status = 200, body = One<FieldOut>), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<FieldIn>) -> ApiResult<Json<One<FieldOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = find(&txn, &ctx, id).await?;
    let kind = FieldKind::parse(&before.kind).unwrap_or(FieldKind::Text);
    if input.kind.as_deref().is_some_and(|k| k != kind.as_str()) {
        return Err(ApiError::field("kind", Msg::new("cmanagement.kind_fixed")));
    }
    let (name, options) = valid(&input, Some(kind))?;
    check_category(&txn, &ctx, input.category_id).await?;
    let active = input.active.unwrap_or(before.active);
    if active && (!before.active || before.category_id != input.category_id) {
        check_room(&txn, &ctx, input.category_id, Some(id)).await?;
    }
    if input.version.is_some_and(|v| v != before.version) {
        return Err(ApiError::conflict());
    }
    let mut row = before.clone().into_active_model();
    row.name = Set(name);
    row.description = Set(clean(input.description));
    row.options = Set(json!(options));
    row.multiple = Set(input.multiple && kind == FieldKind::User);
    row.required = Set(input.required);
    row.active = Set(active);
    row.category_id = Set(input.category_id);
    row.version = Set(before.version.wrapping_add(1));
    row.updated_at = Set(Utc::now());
    let result = field::Entity::update_many().set(row).filter(field::Column::Id.eq(id)).filter(field::Column::Version.eq(before.version)).exec(&txn).await?;
    concurrency::check(result, true)?;
    let row = find(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(FieldOut::from(&row))))
}

/// Deletes a field no ticket has a value for; one in use is refused (retire it instead).
#[utoipa::path(delete, operation_id = "delete_ticket_field", path = "/config/cmanagement/custom-fields/{id}", tag = "cmanagement", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find(&txn, &ctx, id).await?;
    if value::Entity::find().filter(value::Column::FieldId.eq(id)).count(&txn).await? > 0 {
        return Err(ApiError::field("field", Msg::new("cmanagement.field_in_use")));
    }
    field::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<field::Model> {
    field::Entity::scoped(&ctx.tenant).filter(field::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Name 1–100; kind known; options for select kinds: 1–50, distinct, 1–100 characters each (none otherwise).
fn valid(input: &FieldIn, kind: Option<FieldKind>) -> ApiResult<(String, Vec<String>)> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, 100);
    let Some(kind) = kind else {
        v.add("kind", Msg::new(if input.kind.is_some() { "validation.one_of" } else { "validation.required" }));
        v.finish()?;
        return Err(ApiError::internal("unreachable"));
    };
    let options: Vec<String> = input.options.iter().map(|o| o.trim().to_string()).collect();
    if kind.has_options() {
        if options.is_empty() {
            v.add("options", Msg::new("cmanagement.options_required"));
        } else if options.len() > MAX_OPTIONS {
            v.add("options", Msg::new("cmanagement.max_options").arg("max", MAX_OPTIONS));
        } else if options.iter().any(|o| o.is_empty() || o.chars().count() > 100) {
            v.add("options", Msg::new("validation.max_length").arg("max", 100));
        } else if (1..options.len()).any(|i| options[..i].iter().any(|o| o.to_lowercase() == options[i].to_lowercase())) {
            v.add("options", Msg::new("cmanagement.option_duplicate"));
        }
    }
    v.finish()?;
    Ok((name, if kind.has_options() { options } else { vec![] }))
}

async fn check_category<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Option<Uuid>) -> ApiResult<()> {
    let Some(id) = id else { return Ok(()) };
    let found = category::Entity::scoped(&ctx.tenant).filter(category::Column::Id.eq(id)).count(db).await?;
    if found == 0 {
        return Err(ApiError::field("category_id", Msg::new("ticket.category_inactive")));
    }
    Ok(())
}

/// 422 on `active` when the category (or the general set) already has the most active fields.
async fn check_room<C: ConnectionTrait>(db: &C, ctx: &Ctx, category: Option<Uuid>, except: Option<Uuid>) -> ApiResult<()> {
    let mut select = field::Entity::scoped(&ctx.tenant).filter(field::Column::Active.eq(true));
    select = match category {
        Some(id) => select.filter(field::Column::CategoryId.eq(id)),
        None => select.filter(field::Column::CategoryId.is_null()),
    };
    if let Some(id) = except {
        select = select.filter(field::Column::Id.ne(id));
    }
    if select.count(db).await? as usize >= MAX_ACTIVE_FIELDS {
        return Err(ApiError::field("active", Msg::new("cmanagement.max_active_fields").arg("max", MAX_ACTIVE_FIELDS)));
    }
    Ok(())
}
