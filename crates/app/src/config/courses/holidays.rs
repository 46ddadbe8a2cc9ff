//! The holiday calendar business days skip: any user reads their country's; the provider adds and removes dates.

use axum::{extract::State, http::StatusCode, Json};
use chrono::Datelike;
use platform::{context::Ctx, envelope::One, error::{JsonBody, QueryParams}, i18n::Msg, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::OnConflict, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use super::{dto::*, entity::holiday};

const COUNTRIES: &[&str] = &["CL", "BR"];

/// A country's holidays, by date (of one year when `year` is given).
#[utoipa::path(get, operation_id = "list_holidays", path = "/holidays", tag = "config", params(HolidayQuery), responses((status = 200, body = One<Vec<HolidayOut>>), (status = 401, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<HolidayQuery>) -> ApiResult<Json<One<Vec<HolidayOut>>>> {
    let country = query.country.unwrap_or_else(|| ctx.company.country.clone()).to_uppercase();
    if !COUNTRIES.contains(&country.as_str()) {
        return Err(ApiError::field("country", Msg::new("validation.one_of")));
    }
    let rows = holiday::Entity::find().filter(holiday::Column::Country.eq(&country)).order_by_asc(holiday::Column::Date).all(&state.db).await?;
    let data = rows.into_iter().filter(|h| query.year.is_none_or(|y| h.date.year() == y)).map(|h| HolidayOut { country: h.country, date: h.date, name: h.name }).collect();
    Ok(Json(One::new(data)))
}

/// Adds a holiday (or renames the one on that date).
#[utoipa::path(put, operation_id = "put_holiday", path = "/admin/holidays", tag = "config", request_body = HolidayOut, responses((status = 200, body = One<HolidayOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<HolidayOut>) -> ApiResult<Json<One<HolidayOut>>> {
    ctx.require_provider()?;
    let mut v = Validator::new();
    v.one_of("country", &input.country, COUNTRIES);
    let name = v.name("name", Some(&input.name), 2, 120);
    v.finish()?;
    holiday::Entity::insert(holiday::ActiveModel { country: Set(input.country.clone()), date: Set(input.date), name: Set(name.clone()) })
        .on_conflict(OnConflict::columns([holiday::Column::Country, holiday::Column::Date]).update_column(holiday::Column::Name).to_owned())
        .exec_without_returning(&state.db)
        .await?;
    Ok(Json(One::new(HolidayOut { name, ..input })))
}

/// Removes a holiday.
#[utoipa::path(delete, operation_id = "delete_holiday", path = "/admin/holidays", tag = "config", request_body = HolidayOut, responses((status = 204, description = "Removed"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<HolidayOut>) -> ApiResult<StatusCode> {
    ctx.require_provider()?;
    let res = holiday::Entity::delete_many().filter(holiday::Column::Country.eq(&input.country)).filter(holiday::Column::Date.eq(input.date)).exec(&state.db).await?;
    if res.rows_affected == 0 {
        return Err(ApiError::not_found());
    }
    Ok(StatusCode::NO_CONTENT)
}
