//! Course assignments: the list (state computed on read) and the assign dialog.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::{Duration, NaiveDate, Utc};
use platform::{
    audit,
    context::Ctx,
    entities::user,
    envelope::{paginate, One, Page},
    error::{JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{calendar, catalogue, dto::*, entity::{assignment, course}, notices, policy, state};
use crate::auth::me::NamedRef;

/// Today where the companies work (Chile and Brazil; UTC−3 is close enough for a day-granular deadline).
pub fn today() -> NaiveDate {
    (Utc::now() - Duration::hours(3)).date_naive()
}

/// Assignments with their course, user and computed state.
pub async fn view<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<assignment::Model>) -> ApiResult<Vec<AssignmentOut>> {
    let courses: HashMap<Uuid, String> = course::Entity::scoped(&ctx.tenant).all(db).await?.into_iter().map(|c| (c.id, c.name)).collect();
    let ids: Vec<Uuid> = rows.iter().map(|a| a.user_id).collect();
    let users: HashMap<Uuid, user::Model> = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|u| (u.id, u)).collect();
    let today = today();
    let holidays = calendar::holidays_after(db, &ctx.company.country, today).await?;
    Ok(rows
        .into_iter()
        .map(|a| {
            let u = users.get(&a.user_id);
            let state = state::of(&a, today);
            let mut days_left = 0;
            let mut day = today;
            while day < a.expiry_date && days_left < 100 {
                day += Duration::days(1);
                if calendar::is_business_day(day, &holidays) {
                    days_left += 1;
                }
            }
            AssignmentOut {
                id: a.id,
                course: NamedRef { id: a.course_id, name: courses.get(&a.course_id).cloned().unwrap_or_default() },
                user: NamedRef { id: a.user_id, name: u.map(|u| u.full_name()).unwrap_or_default() },
                user_email: u.and_then(|u| u.email.clone()),
                assigned_at: a.created_at,
                expiry_date: a.expiry_date,
                completed_at: a.completed_at,
                extension_count: a.extension_count,
                unassigned_at: a.unassigned_at,
                state,
                days_left,
                version: a.version,
            }
        })
        .collect())
}

/// The company's assignments, soonest deadline first; `status` filters by the computed status.
#[utoipa::path(get, operation_id = "list_course_assignments", path = "/course-assignments", tag = "config", params(platform::envelope::ListQuery, AssignmentFilters), responses((status = 200, body = Page<AssignmentOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<AssignmentQuery>) -> ApiResult<Json<Page<AssignmentOut>>> {
    policy::can_manage(&ctx)?;
    let f = query.filters;
    let mut select = assignment::Entity::scoped(&ctx.tenant).order_by_asc(assignment::Column::ExpiryDate).order_by_asc(assignment::Column::Id);
    if let Some(id) = f.course_id {
        select = select.filter(assignment::Column::CourseId.eq(id));
    }
    if let Some(id) = f.user_id {
        select = select.filter(assignment::Column::UserId.eq(id));
    }
    let open = |s: sea_orm::Select<assignment::Entity>| s.filter(assignment::Column::CompletedAt.is_null()).filter(assignment::Column::UnassignedAt.is_null());
    select = match f.status.as_deref() {
        None => select,
        Some("in_progress") => open(select).filter(assignment::Column::ExpiryDate.gte(today())),
        Some("expired") => open(select).filter(assignment::Column::ExpiryDate.lt(today())),
        Some("completed") => select.filter(assignment::Column::CompletedAt.is_not_null()),
        Some("unassigned") => select.filter(assignment::Column::CompletedAt.is_null()).filter(assignment::Column::UnassignedAt.is_not_null()),
        Some(_) => return Err(ApiError::field("status", Msg::new("validation.one_of"))),
    };
    let page = paginate(&state.db, select, &query.list).await?;
    let data = view(&state.db, &ctx, page.data).await?;
    Ok(Json(Page { data, current_page: page.current_page, total: page.total, rows_per_page: page.rows_per_page, has_more: page.has_more }))
}

/// Assigns a course to users for 15 business days. Users without an e-mail cannot take courses; a user whose
/// assignment was taken back gets it again only through an extension.
#[utoipa::path(post, operation_id = "assign_course", path = "/course-assignments", tag = "config", request_body = AssignIn, responses((status = 201, body = One<Vec<AssignmentOut>>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn assign(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<AssignIn>) -> ApiResult<(StatusCode, Json<One<Vec<AssignmentOut>>>)> {
    policy::can_manage(&ctx)?;
    let mut v = Validator::new();
    let mut ids = input.user_ids.clone();
    ids.sort();
    ids.dedup();
    if input.course_id.is_none() {
        v.add("course_id", Msg::new("validation.required"));
    }
    v.items("user_ids", ids.len(), 1, 200);
    v.finish()?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let course = catalogue::find(&txn, &ctx, input.course_id.unwrap_or_default()).await?;
    let users = user::Entity::scoped(&ctx.tenant).filter(user::Column::Id.is_in(ids.clone())).order_by_asc(user::Column::FirstName).all(&txn).await?;
    if users.len() != ids.len() {
        return Err(ApiError::not_found());
    }
    let existing: HashMap<Uuid, assignment::Model> = assignment::Entity::scoped(&ctx.tenant)
        .filter(assignment::Column::CourseId.eq(course.id))
        .filter(assignment::Column::UserId.is_in(ids.clone()))
        .all(&txn)
        .await?
        .into_iter()
        .map(|a| (a.user_id, a))
        .collect();
    let mut v = Validator::new();
    for u in &users {
        let name = u.full_name();
        if u.email.is_none() {
            v.add("user_ids", Msg::new("courses.no_email").arg("name", &name));
        } else if let Some(a) = existing.get(&u.id) {
            let key = match (a.unassigned_at.is_some() && a.completed_at.is_none(), a.extension_count >= calendar::MAX_EXTENSIONS) {
                (true, false) => "courses.needs_extension",
                (true, true) => "courses.unassigned_for_good",
                (false, _) => "courses.already_assigned",
            };
            v.add("user_ids", Msg::new(key).arg("name", &name));
        }
    }
    v.finish()?;
    let expiry = calendar::deadline(&txn, &ctx.company.country, today()).await?;
    let now = Utc::now();
    let mut created = Vec::new();
    for u in &users {
        let row = assignment::Entity::insert(assignment::ActiveModel {
            id: Set(new_id()),
            company_id: Set(ctx.company.id),
            course_id: Set(course.id),
            user_id: Set(u.id),
            assigned_by: Set(Some(ctx.user.id)),
            created_at: Set(now),
            expiry_date: Set(expiry),
            completed_at: Set(None),
            extension_count: Set(0),
            unassigned_at: Set(None),
            version: Set(1),
        })
        .exec_with_returning(&txn)
        .await?;
        notices::tell(&txn, &state, u, &course.name, expiry, notices::Event::Assigned).await?;
        audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "course.assigned", entity: "course_assignment", entity_id: Some(row.id), after: Some(json!({"course": course.id, "user": u.id, "expiry_date": expiry})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
        created.push(row);
    }
    let out = view(&txn, &ctx, created).await?;
    txn.commit().await?;
    let message = Msg::new("courses.assigned").arg("count", out.len()).render(ctx.locale);
    Ok((StatusCode::CREATED, Json(One::new(out).with_message(message))))
}
