//! What the ticket screens need besides tickets: the form's categories, fields, people and templates with the
//! limits (`GET /api/cmanagement/form`), and the age buckets of the live tickets (`GET /api/cmanagement/age`).

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::QueryParams, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};

use super::{dto::*, people, policy};
use crate::{
    auth::me::NamedRef,
    config::cmanagement::dto::FieldOut,
    tickets::{
        self,
        age::{self, AgeBucket},
        entity::{category, field, template},
        fields::MAX_ACTIVE_FIELDS,
        incoming::{MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, MAX_MESSAGE},
    },
};

/// Active categories and templates, every field (retired ones too, to read old values) and the project's people.
#[utoipa::path(get, operation_id = "get_ticket_form", path = "/cmanagement/form", tag = "cmanagement", responses((status = 200, body = One<FormOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn form(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<FormOut>>> {
    policy::can_open(&ctx)?;
    let project = ctx.require_project()?;
    let categories = category::Entity::scoped(&ctx.tenant).filter(category::Column::Active.eq(true)).order_by_asc(category::Column::Name).all(&state.db).await?;
    let fields = field::Entity::scoped(&ctx.tenant).order_by_asc(field::Column::Position).order_by_asc(field::Column::Id).all(&state.db).await?;
    let templates = template::Entity::scoped(&ctx.tenant).filter(template::Column::Active.eq(true)).order_by_asc(template::Column::Name).all(&state.db).await?;
    Ok(Json(One::new(FormOut {
        categories: categories.into_iter().map(|c| NamedRef { id: c.id, name: c.name }).collect(),
        fields: fields.iter().map(FieldOut::from).collect(),
        people: people::named(people::members(&state.db, &ctx, project).await?),
        templates: templates.into_iter().map(|t| NamedRef { id: t.id, name: t.name }).collect(),
        max_active_fields: MAX_ACTIVE_FIELDS,
        max_message_length: MAX_MESSAGE,
        max_attachment_bytes: MAX_ATTACHMENT_BYTES,
        max_attachments: MAX_ATTACHMENTS,
    })))
}

/// Live tickets of the project by age: under 1 day, 1–15, 16–30, 31–45, over 45 days, measured at the start
/// (UTC) of `at` or now.
#[utoipa::path(get, operation_id = "get_ticket_ages", path = "/cmanagement/age", tag = "cmanagement", params(AgeQuery), responses((status = 200, body = One<Vec<AgeBucket>>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn ages(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<AgeQuery>) -> ApiResult<Json<One<Vec<AgeBucket>>>> {
    policy::can_open(&ctx)?;
    let project = ctx.require_project()?;
    let at = query.at.and_then(|d| d.and_hms_opt(0, 0, 0)).map(|d| d.and_utc()).unwrap_or_else(Utc::now);
    Ok(Json(One::new(age::buckets(&state.db, &ctx, project, tickets::CMANAGEMENT, at).await?)))
}
