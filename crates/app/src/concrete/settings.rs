//! The company's concrete settings: the lot limit (m³ per lot), the largest placement (m³, a truck's load), and
//! the parameters of its country's conformity rule (NCh 1998: fraction defective and the individual margin;
//! NBR 12655: the preparation condition). Saved over the version read.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::{Deserialize, Serialize};

use super::{can_configure, can_read_config, entity::setting, from_e1};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteSettingsOut {
    /// m³ per lot: a lot closes when its placements reach it.
    pub lot_limit_m3: f64,
    /// The largest single placement, m³.
    pub max_placement_m3: f64,
    /// NCh 1998: no result below fc minus this many MPa.
    pub individual_margin_mpa: f64,
    /// NCh 1998: 10 or 20 (%).
    pub fraction_defective: i16,
    /// NBR 12655: A, B or C.
    pub nbr_condition: String,
    /// The standard the company's country judges lots by: nch1998 (Chile and others) or nbr12655 (Brazil).
    pub standard: String,
    /// 0 while the company has the defaults.
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConcreteSettingsIn {
    /// 1–10,000 m³, one decimal at most.
    pub lot_limit_m3: Option<f64>,
    /// 0.1–100 m³, one decimal at most.
    pub max_placement_m3: Option<f64>,
    /// 0–20 MPa, one decimal at most.
    pub individual_margin_mpa: Option<f64>,
    pub fraction_defective: Option<i16>,
    pub nbr_condition: Option<String>,
    /// The version read (0 for the defaults).
    pub version: Option<i32>,
}

/// The company's settings, or the defaults (100 m³ per lot, 10 m³ per placement, 3.5 MPa, 10 %, condition A).
pub async fn of<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<setting::Model> {
    let row = setting::Entity::scoped(&ctx.tenant).one(db).await?;
    Ok(row.unwrap_or(setting::Model { company_id: ctx.company.id, lot_limit_e1: 1000, max_placement_e1: 100, individual_margin_e1: 35, fraction_defective: 10, nbr_condition: "A".into(), version: 0, updated_at: Utc::now() }))
}

/// The company's standard by its country.
pub fn standard_of(ctx: &Ctx) -> &'static str {
    if ctx.company.country.eq_ignore_ascii_case("BR") { "nbr12655" } else { "nch1998" }
}

fn out(ctx: &Ctx, s: setting::Model) -> ConcreteSettingsOut {
    ConcreteSettingsOut { lot_limit_m3: from_e1(s.lot_limit_e1), max_placement_m3: from_e1(s.max_placement_e1), individual_margin_mpa: from_e1(s.individual_margin_e1), fraction_defective: s.fraction_defective, nbr_condition: s.nbr_condition, standard: standard_of(ctx).into(), version: s.version }
}

/// A number with one decimal at most within [min, max], in tenths; the error on `field` otherwise.
pub fn tenths(v: &mut Validator, field: &str, value: Option<f64>, min: f64, max: f64) -> Option<i32> {
    let Some(value) = value else {
        v.add(field, Msg::new("validation.required"));
        return None;
    };
    v.range(field, value, min, max);
    if (value * 10.0 - (value * 10.0).round()).abs() > 1e-6 {
        v.add(field, Msg::new("validation.max_decimals").arg("max", 1));
    }
    Some((value * 10.0).round() as i32)
}

/// The company's concrete settings (the defaults while never saved).
#[utoipa::path(get, operation_id = "get_concrete_settings", path = "/concrete/settings", tag = "concrete", responses((status = 200, body = One<ConcreteSettingsOut>), (status = 403, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<ConcreteSettingsOut>>> {
    can_read_config(&ctx)?;
    let s = of(&state.db, &ctx).await?;
    Ok(Json(One::new(out(&ctx, s))))
}

/// Saves the company's concrete settings over the version read.
#[utoipa::path(put, operation_id = "put_concrete_settings", path = "/concrete/settings", tag = "concrete", request_body = ConcreteSettingsIn, responses((status = 200, body = One<ConcreteSettingsOut>), (status = 403, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ConcreteSettingsIn>) -> ApiResult<Json<One<ConcreteSettingsOut>>> {
    can_configure(&ctx)?;
    let mut v = Validator::new();
    let lot = tenths(&mut v, "lot_limit_m3", input.lot_limit_m3, 1.0, 10_000.0);
    let max = tenths(&mut v, "max_placement_m3", input.max_placement_m3, 0.1, 100.0);
    let margin = tenths(&mut v, "individual_margin_mpa", input.individual_margin_mpa, 0.0, 20.0);
    let fraction = input.fraction_defective.unwrap_or(10);
    if fraction != 10 && fraction != 20 {
        v.add("fraction_defective", Msg::new("validation.one_of"));
    }
    let condition = input.nbr_condition.clone().unwrap_or_else(|| "A".into()).to_uppercase();
    v.one_of("nbr_condition", &condition, &["A", "B", "C"]);
    let version = input.version.ok_or_else(|| ApiError::field("version", Msg::new("validation.required")));
    v.finish()?;
    let (version, lot, max, margin) = (version?, lot.unwrap_or(0), max.unwrap_or(0), margin.unwrap_or(0));
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let current = of(&txn, &ctx).await?;
    if current.version != version {
        return Err(ApiError::conflict());
    }
    let now = Utc::now();
    if current.version == 0 {
        let row = setting::ActiveModel { company_id: Set(ctx.company.id), lot_limit_e1: Set(lot), max_placement_e1: Set(max), individual_margin_e1: Set(margin), fraction_defective: Set(fraction), nbr_condition: Set(condition), version: Set(1), updated_at: Set(now) };
        setting::Entity::insert(row).exec_without_returning(&txn).await.map_err(|e| platform::db::unique_or(e, ApiError::conflict))?;
    } else {
        setting::Entity::update_many()
            .col_expr(setting::Column::LotLimitE1, Expr::value(lot))
            .col_expr(setting::Column::MaxPlacementE1, Expr::value(max))
            .col_expr(setting::Column::IndividualMarginE1, Expr::value(margin))
            .col_expr(setting::Column::FractionDefective, Expr::value(fraction))
            .col_expr(setting::Column::NbrCondition, Expr::value(condition))
            .col_expr(setting::Column::Version, Expr::value(version + 1))
            .col_expr(setting::Column::UpdatedAt, Expr::value(now))
            .filter(setting::Column::CompanyId.eq(ctx.company.id))
            .filter(setting::Column::Version.eq(version))
            .exec(&txn)
            .await?;
    }
    let saved = of(&txn, &ctx).await?;
    txn.commit().await?;
    Ok(Json(One::new(out(&ctx, saved))))
}
