//! Samples of a lot: a code, the laboratory, when taken, the age they are broken at (7 or 28 days, or any from 1
//! to 365) and the specimens' strengths once tested (up to six, 0–200 MPa, one decimal). Every change judges the
//! lot again ([`verdict::judge`]).

use axum::{extract::State, http::StatusCode, Json};
use chrono::{NaiveDate, Utc};
use platform::{
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_edit, catalog, entity::{catalog as cat, sample}, find_lot, from_e1, verdict};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteSampleOut {
    pub id: Uuid,
    pub lot_id: Uuid,
    pub code: String,
    pub laboratory_id: Option<Uuid>,
    pub laboratory_name: Option<String>,
    pub taken_on: NaiveDate,
    pub age_days: i16,
    pub tested_on: Option<NaiveDate>,
    /// Each specimen's strength, MPa (empty until tested).
    pub specimens_mpa: Vec<f64>,
    /// The sample's result by the company's standard (NCh: the mean; NBR: the higher), MPa.
    pub result_mpa: Option<f64>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConcreteSampleIn {
    /// 1–60 characters.
    pub code: Option<String>,
    pub laboratory_id: Option<Uuid>,
    /// YYYY-MM-DD.
    pub taken_on: Option<String>,
    /// 1–365 days (7 and 28 are the usual).
    pub age_days: Option<i16>,
    /// YYYY-MM-DD, on or after `taken_on`; required with strengths.
    pub tested_on: Option<String>,
    /// Up to six strengths, 0–200 MPa, one decimal at most.
    #[serde(default)]
    pub specimens_mpa: Vec<f64>,
}

pub fn specimens(row: &sample::Model) -> Vec<i32> {
    serde_json::from_str(&row.specimens).unwrap_or_default()
}

pub fn out(row: sample::Model, laboratory: Option<String>, standard: &str) -> ConcreteSampleOut {
    let values = specimens(&row);
    let result = verdict::sample_result(standard, &values).map(|r| (r * 10.0).round() / 10.0);
    ConcreteSampleOut { id: row.id, lot_id: row.lot_id, code: row.code, laboratory_id: row.laboratory_id, laboratory_name: laboratory, taken_on: row.taken_on, age_days: row.age_days, tested_on: row.tested_on, specimens_mpa: values.into_iter().map(from_e1).collect(), result_mpa: result }
}

/// The lot's samples by date taken, as shown (their results by the standard of the lot's company).
pub async fn of_lot<C: ConnectionTrait>(db: &C, lot: Uuid) -> ApiResult<Vec<ConcreteSampleOut>> {
    let rows = sample::Entity::find().filter(sample::Column::LotId.eq(lot)).order_by_asc(sample::Column::TakenOn).order_by_asc(sample::Column::Code).all(db).await?;
    let labs: std::collections::HashMap<Uuid, String> = cat::Entity::find().filter(cat::Column::Id.is_in(rows.iter().filter_map(|r| r.laboratory_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|c| (c.id, c.name)).collect();
    let standard = match rows.first() {
        Some(r) => verdict::standard_of_company(db, r.company_id).await?,
        None => "nch1998",
    };
    Ok(rows.into_iter().map(|r| { let lab = r.laboratory_id.and_then(|l| labs.get(&l).cloned()); out(r, lab, standard) }).collect())
}

pub(super) struct Valid {
    pub code: String,
    pub taken_on: NaiveDate,
    pub age_days: i16,
    pub tested_on: Option<NaiveDate>,
    pub specimens: Vec<i32>,
}

pub(super) async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: &ConcreteSampleIn) -> ApiResult<Valid> {
    let mut v = Validator::new();
    let code = v.name("code", input.code.as_deref(), 1, 60);
    if let Some(lab) = input.laboratory_id {
        if catalog::find(db, ctx, "laboratory", lab).await.is_err() {
            v.add("laboratory_id", Msg::new("validation.one_of"));
        }
    }
    let today = Utc::now().date_naive();
    let day = |v: &mut Validator, field: &str, text: Option<&str>| text.map(str::trim).filter(|t| !t.is_empty()).and_then(|t| v.date(field, t));
    let taken_on = day(&mut v, "taken_on", input.taken_on.as_deref());
    if input.taken_on.as_deref().map(str::trim).unwrap_or("").is_empty() {
        v.add("taken_on", Msg::new("validation.required"));
    }
    let tested_on = day(&mut v, "tested_on", input.tested_on.as_deref());
    if let Some(t) = taken_on {
        v.date_before("taken_on", t, today, true);
    }
    if let (Some(t), Some(tested)) = (taken_on, tested_on) {
        v.date_after("tested_on", tested, t, true);
        v.date_before("tested_on", tested, today, true);
    }
    let age_days = input.age_days.unwrap_or(28);
    v.range("age_days", f64::from(age_days), 1.0, 365.0);
    if input.specimens_mpa.len() > 6 {
        v.add("specimens_mpa", Msg::new("validation.max_items").arg("max", 6));
    }
    let mut values = Vec::new();
    for value in &input.specimens_mpa {
        if !(0.0..=200.0).contains(value) {
            v.add("specimens_mpa", Msg::new("validation.max_value").arg("max", 200));
        } else if (value * 10.0 - (value * 10.0).round()).abs() > 1e-6 {
            v.add("specimens_mpa", Msg::new("validation.max_decimals").arg("max", 1));
        }
        values.push((value * 10.0).round() as i32);
    }
    if !values.is_empty() && tested_on.is_none() {
        v.add("tested_on", Msg::new("validation.required"));
    }
    v.finish()?;
    Ok(Valid { code, taken_on: taken_on.unwrap_or(today), age_days, tested_on, specimens: values })
}

async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<sample::Model> {
    let row = sample::Entity::scoped(&ctx.tenant).filter(sample::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    find_lot(db, ctx, row.lot_id).await?;
    Ok(row)
}

async fn shown<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<ConcreteSampleOut> {
    let row = find(db, ctx, id).await?;
    of_lot(db, row.lot_id).await?.into_iter().find(|s| s.id == id).ok_or_else(ApiError::not_found)
}

/// Writes a checked sample: a new one of the lot, or over `existing`. The caller judges the lot.
pub(super) async fn write<C: ConnectionTrait>(db: &C, ctx: &Ctx, lot_id: Uuid, existing: Option<sample::Model>, laboratory_id: Option<Uuid>, ok: Valid) -> ApiResult<Uuid> {
    let specimens = serde_json::to_string(&ok.specimens).map_err(ApiError::internal)?;
    if let Some(row) = existing {
        let id = row.id;
        let mut active: sample::ActiveModel = row.into();
        active.code = Set(ok.code);
        active.laboratory_id = Set(laboratory_id);
        active.taken_on = Set(ok.taken_on);
        active.age_days = Set(ok.age_days);
        active.tested_on = Set(ok.tested_on);
        active.specimens = Set(specimens);
        sample::Entity::update(active).exec(db).await?;
        return Ok(id);
    }
    let id = new_id();
    let row = sample::ActiveModel { id: Set(id), company_id: Set(ctx.company.id), lot_id: Set(lot_id), laboratory_id: Set(laboratory_id), code: Set(ok.code), taken_on: Set(ok.taken_on), age_days: Set(ok.age_days), tested_on: Set(ok.tested_on), specimens: Set(specimens), created_by: Set(ctx.actor()), created_at: Set(Utc::now()) };
    sample::Entity::insert(row).exec_without_returning(db).await?;
    Ok(id)
}

/// A sample of the lot; the lot is judged again.
#[utoipa::path(post, operation_id = "create_concrete_sample", path = "/concrete/lots/{id}/samples", tag = "concrete", params(("id" = Uuid, Path)), request_body = ConcreteSampleIn, responses((status = 201, body = One<ConcreteSampleOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, IdPath(lot_id): IdPath, JsonBody(input): JsonBody<ConcreteSampleIn>) -> ApiResult<(StatusCode, Json<One<ConcreteSampleOut>>)> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let lot = find_lot(&txn, &ctx, lot_id).await?;
    let ok = check(&txn, &ctx, &input).await?;
    let id = write(&txn, &ctx, lot.id, None, input.laboratory_id, ok).await?;
    verdict::judge(&txn, &ctx, lot.id).await?;
    let out = shown(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits a sample; the lot is judged again.
#[utoipa::path(put, operation_id = "update_concrete_sample", path = "/concrete/samples/{id}", tag = "concrete", params(("id" = Uuid, Path)), request_body = ConcreteSampleIn, responses((status = 200, body = One<ConcreteSampleOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ConcreteSampleIn>) -> ApiResult<Json<One<ConcreteSampleOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    let ok = check(&txn, &ctx, &input).await?;
    let lot_id = row.lot_id;
    write(&txn, &ctx, lot_id, Some(row), input.laboratory_id, ok).await?;
    verdict::judge(&txn, &ctx, lot_id).await?;
    let out = shown(&txn, &ctx, id).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Deletes a sample; the lot is judged again.
#[utoipa::path(delete, operation_id = "delete_concrete_sample", path = "/concrete/samples/{id}", tag = "concrete", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, id).await?;
    sample::Entity::delete_by_id(id).exec(&txn).await?;
    verdict::judge(&txn, &ctx, row.lot_id).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
